import { findUserSettings, saveUserSettings } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../../../../packages/db/src/migrations/20261129200100_session_length_default.ts';
import { createTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The stored default of 10 minutes could not be told from a choice: it becomes "each case's own
// length" (ADR 0135); any other stored length, and the rest of the settings, stay. (Its `down` is
// not run here: it would turn every null of the shared test database back into 10.)
describe('the session length default migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('turns a stored 10 into null and leaves other lengths and sections alone', async () => {
    const ten = await createTrainee(t.db);
    const fifteen = await createTrainee(t.db);
    const none = await createTrainee(t.db);
    await saveUserSettings(t.db, ten.id, {
      training: { defaultSessionMinutes: 10, defaultMode: 'Avatar' },
      accessibility: { textSize: 'large' },
    });
    await saveUserSettings(t.db, fifteen.id, {
      training: { defaultSessionMinutes: 15, defaultMode: 'Chat' },
    });
    await saveUserSettings(t.db, none.id, { accessibility: { textSize: 'small' } });

    await up(t.db);
    expect(await findUserSettings(t.db, ten.id)).toEqual({
      training: { defaultSessionMinutes: null, defaultMode: 'Avatar' },
      accessibility: { textSize: 'large' },
    });
    expect(await findUserSettings(t.db, fifteen.id)).toEqual({
      training: { defaultSessionMinutes: 15, defaultMode: 'Chat' },
    });
    expect(await findUserSettings(t.db, none.id)).toEqual({ accessibility: { textSize: 'small' } });
  });
});
