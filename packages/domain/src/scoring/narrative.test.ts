import { loadCaseLibrary } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import { roundScore } from '../levels.ts';
import { modelTranscriptFor } from './model.ts';
import { narrativeFor } from './narrative.ts';
import { scoreSession } from './score.ts';

const library = loadCaseLibrary();

describe('narrativeFor', () => {
  it.each(library.map((c) => [c.id, c] as const))(
    '%s: states the score it was given and stays grounded',
    (_id, caseDef) => {
      const good = scoreSession(caseDef, modelTranscriptFor(caseDef));
      const goodText = narrativeFor(caseDef, good);
      // The score as the page shows it (one rounding), and no level: the page's level comes from
      // all the trainee's scored sessions.
      expect(goodText.headline).toContain(`${roundScore(good.overall)} out of 100`);
      expect(goodText.headline).not.toMatch(/Level \d/);
      for (const line of goodText.strengths) expect(line).not.toMatch(/\d+\.\d+%/);
      expect(goodText.headline).toMatch(/every critical item covered/);
      expect(goodText.headline).not.toMatch(/missed/);
      expect(goodText.improvements).toEqual([]);

      const empty = scoreSession(caseDef, { transcript: [], actions: [], summary: null });
      const emptyText = narrativeFor(caseDef, empty);
      expect(emptyText.headline).toContain('0 out of 100');
      expect(emptyText.headline).toMatch(/missed .*critical item/);
      // The first improvement is the first missed item, with why it matters.
      expect(emptyText.improvements[0]).toContain(empty.missed[0]!.description);
      expect(emptyText.improvements[0]).toContain(empty.missed[0]!.missing!.why);
      // Deterministic.
      expect(narrativeFor(caseDef, empty)).toEqual(emptyText);
    },
  );
});
