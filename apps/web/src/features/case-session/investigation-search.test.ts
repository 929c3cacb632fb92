import { describe, expect, it } from 'vitest';
import { filterInvestigations, foldText } from './investigation-search';

const items = [
  {
    id: 'dip',
    name: 'Urine dipstick',
    kind: 'urine',
    aliases: ['urinalysis', 'dipstick', 'urine dip', 'ua'],
  },
  { id: 'ue', name: 'Urea, electrolytes and CRP', kind: 'blood', aliases: ['u&e', 'renal function', 'crp'] },
  {
    id: 'ct',
    name: 'Low-dose non-contrast CT KUB',
    kind: 'imaging',
    aliases: ['ct kub', 'stone protocol ct'],
  },
  { id: 'hcg', name: 'Urine pregnancy test', kind: 'urine', aliases: ['beta hcg', 'β-hCG'] },
];
const ids = (query: string, kind?: string) => filterInvestigations(items, query, kind).map((item) => item.id);

describe('investigation search', () => {
  it('lists everything for an empty query', () => {
    expect(ids('')).toEqual(['dip', 'ue', 'ct', 'hcg']);
    expect(ids('   ')).toHaveLength(4);
  });

  it('matches names and aliases by the start of their words, case-insensitively', () => {
    expect(ids('dip')).toEqual(['dip']);
    expect(ids('URINALYSIS')).toEqual(['dip']);
    expect(ids('renal')).toEqual(['ue']);
    expect(ids('kub')).toEqual(['ct']);
    expect(ids('urine')).toEqual(['dip', 'hcg']);
  });

  it('needs every word, in any order, and ignores punctuation and spacing', () => {
    expect(ids('ct stone')).toEqual(['ct']);
    expect(ids('u&e')).toEqual(['ue']);
    expect(ids('ue')).toEqual(['ue']);
    expect(ids('noncontrast')).toEqual(['ct']);
    expect(ids('ct urine')).toEqual([]);
  });

  it('folds accents', () => {
    expect(foldText('Café Crème')).toBe('cafe creme');
    expect(foldText('β-hCG')).toBe('hcg');
    expect(ids('hcg')).toEqual(['hcg']);
  });

  it('filters by kind', () => {
    expect(ids('', 'urine')).toEqual(['dip', 'hcg']);
    expect(ids('test', 'blood')).toEqual([]);
  });
});
