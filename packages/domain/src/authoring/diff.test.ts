import { describe, expect, it } from 'vitest';
import { diffDefinitions, labelOfPath } from './diff.ts';

describe('the case diff', () => {
  const before = {
    title: 'Loin pain',
    facts: [
      { id: 'smoking', cues: ['do you smoke', 'cigarettes'] },
      { id: 'pain', cues: ['where is the pain', 'any pain'] },
    ],
    persona: { age: 38 },
  };

  it('names changed, added and removed fields by their place in the form', () => {
    const after = {
      title: 'Loin pain in a driver',
      facts: [
        { id: 'smoking', cues: ['do you smoke', 'any tobacco'] },
        { id: 'pain', cues: ['where is the pain', 'any pain', 'does it hurt'] },
      ],
      persona: {},
    };
    const changes = diffDefinitions(before, after);
    expect(changes).toContainEqual({
      kind: 'changed',
      path: 'title',
      label: 'Title',
      before: 'Loin pain',
      after: 'Loin pain in a driver',
    });
    expect(changes).toContainEqual({
      kind: 'changed',
      path: 'facts.0.cues.1',
      label: 'Facts › #1 (smoking) › Cues › #2',
      before: 'cigarettes',
      after: 'any tobacco',
    });
    expect(changes).toContainEqual({
      kind: 'added',
      path: 'facts.1.cues.2',
      label: 'Facts › #2 (pain) › Cues › #3',
      after: 'does it hurt',
    });
    expect(changes).toContainEqual({
      kind: 'removed',
      path: 'persona.age',
      label: 'Persona › Age',
      before: 38,
    });
    expect(changes).toHaveLength(4);
  });

  it('finds nothing between equal definitions', () => {
    expect(diffDefinitions(before, structuredClone(before))).toEqual([]);
  });

  it('puts camelCase keys in words', () => {
    expect(labelOfPath({}, ['expected', 'handoffKeyPoints', 0])).toBe('Expected › Handoff key points › #1');
  });
});
