import { loadCaseLibrary } from '@urosim/content';
import { describe, expect, it } from 'vitest';
import { createScriptedEngine } from './scripted-engine.ts';

const clots = loadCaseLibrary().find((c) => c.id === 'clots-and-retention-anticoagulated')!;
const turn = (message: string, previous?: string) => ({
  caseDef: clots,
  channel: 'patient' as const,
  state: { revealedFactIds: [], negativeIds: [], traineeTurns: previous ? 1 : 0 },
  history: previous
    ? [{ sender: 'trainee' as const, text: previous, revealedFactIds: [], negativeIds: [] }]
    : [],
  message,
  elapsedSeconds: 60,
});

describe('the scripted engine', () => {
  it('reads "why are you taking it?" of what the trainee asked about just before', async () => {
    const engine = createScriptedEngine();
    const after = await engine.reply(turn('Why are you taking it?', 'You are on apixaban, yes?'));
    expect(after.revealedFactIds).toEqual(['pmh-af']);
    const alone = await engine.reply(turn('Why are you taking it?'));
    expect(alone.revealedFactIds).not.toContain('pmh-af');
  });
});
