import { describe, expect, it } from 'vitest';
import { countErrorsUnder, errorsByPath, getAt, issuesToErrors, setAt } from './form-state';

describe('the authoring form state', () => {
  it('sets and reads values by path without changing the original', () => {
    const original = { facts: [{ id: 'a', cues: ['x', 'y'] }] };
    const next = setAt(original, ['facts', 0, 'cues', 1], 'z');
    expect(getAt(next, ['facts', 0, 'cues'])).toEqual(['x', 'z']);
    expect(original.facts[0]!.cues).toEqual(['x', 'y']);
    expect(setAt({ a: 1, b: 2 }, ['a'], undefined)).toEqual({ b: 2 });
  });

  it('drops an optional group whose last field is cleared (a persona answered for by nobody)', () => {
    const draft = { persona: { name: 'Zayan', proxy: { name: 'Aisha' } } };
    expect(setAt(draft, ['persona', 'proxy', 'name'], undefined)).toEqual({ persona: { name: 'Zayan' } });
    expect(setAt(draft, ['persona', 'proxy', 'relation'], 'mother')).toEqual({
      persona: { name: 'Zayan', proxy: { name: 'Aisha', relation: 'mother' } },
    });
    expect(setAt({ a: 1 }, ['a'], undefined)).toEqual({});
  });

  it('maps zod issues and server errors to the same field paths', () => {
    const fromZod = issuesToErrors([{ path: ['facts', 0, 'cues'], message: 'give at least two' }]);
    const fromServer = [{ path: 'definition.facts.0.cues', message: 'give at least two' }];
    expect(errorsByPath(fromZod)).toEqual(errorsByPath(fromServer));
    expect(errorsByPath(fromServer).get('facts.0.cues')).toBe('give at least two');
    expect(countErrorsUnder(errorsByPath([...fromServer, { path: 'title', message: 'x' }]), ['facts'])).toBe(
      1,
    );
  });
});
