import { describe, expect, it } from 'vitest';
import { authorizeColleague, type ColleagueGrant, colleagueActions, colleagueRules } from './colleague.ts';

const grant = (role: ColleagueGrant['role']): ColleagueGrant => ({
  roomId: 'room',
  sessionId: 'session',
  memberId: 'member',
  role,
});

describe('colleague policy', () => {
  it('lets a watching colleague read the view only, and the patient read the script and reply', () => {
    const table = (asker: Parameters<(typeof colleagueRules)['readView']>[0]) =>
      Object.fromEntries(colleagueActions.map((action) => [action, colleagueRules[action](asker)]));
    expect(table({ isOwner: false, grant: grant('watch') })).toEqual({
      readView: true,
      readScript: false,
      replyAsPatient: false,
    });
    expect(table({ isOwner: false, grant: grant('patient') })).toEqual({
      readView: true,
      readScript: true,
      replyAsPatient: true,
    });
    // The trainee never, even with a grant of their own room; nobody without a grant.
    expect(table({ isOwner: true, grant: grant('patient') })).toEqual({
      readView: false,
      readScript: false,
      replyAsPatient: false,
    });
    expect(table({ isOwner: false, grant: undefined })).toEqual({
      readView: false,
      readScript: false,
      replyAsPatient: false,
    });
  });

  it('refuses with the session policy’s 404', () => {
    expect(() => authorizeColleague({ isOwner: false, grant: grant('watch') }, 'replyAsPatient')).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(authorizeColleague({ isOwner: false, grant: grant('patient') }, 'replyAsPatient').role).toBe(
      'patient',
    );
  });
});
