import { describe, expect, it } from 'vitest';
import { loadBabScenarios, loadCaseLibrary, loadModules } from './index.ts';

const modules = loadModules();
const scenarios = loadBabScenarios();
const caseIds = new Set(loadCaseLibrary().map((c) => c.id));

describe('modules', () => {
  it('are the five seeded modules, in order', () => {
    expect(modules.map((m) => m.id)).toEqual([
      'acute-urology-on-call',
      'stones',
      'haematuria-and-cancer',
      'scrotal-emergencies',
      'communication',
    ]);
  });

  it.each(modules.map((m) => [m.id, m] as const))(
    '%s names cases of the library, each once',
    (_id, module) => {
      expect(new Set(module.caseIds).size).toBe(module.caseIds.length);
      for (const id of module.caseIds) expect(caseIds, `${module.id} names ${id}`).toContain(id);
    },
  );
});

describe('breaking-bad-news scenarios', () => {
  it('are at least three: a cancer diagnosis, a raised PSA and a complication after surgery', () => {
    expect(scenarios.map((s) => s.id).sort()).toEqual(
      expect.arrayContaining([
        'bladder-cancer-biopsy-result',
        'complication-after-ureteroscopy',
        'raised-psa-needs-biopsy',
      ]),
    );
  });

  it.each(scenarios.map((s) => [s.id, s] as const))(
    '%s keeps its news words and its jargon apart',
    (_id, s) => {
      const news = new Set(s.newsTerms.map((t) => t.toLowerCase()));
      for (const { term } of s.jargon) expect(news.has(term.toLowerCase()), term).toBe(false);
      // `{term}` is only filled in the jargon lines.
      for (const [key, lines] of Object.entries(s.lines)) {
        if (key !== 'jargon') for (const line of lines) expect(line).not.toContain('{term}');
      }
      for (const line of s.lines.jargon) expect(line).toContain('{term}');
    },
  );
});
