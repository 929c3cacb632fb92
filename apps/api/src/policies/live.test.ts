import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { authorizeFacilitator, facilitatorActions, type InviteGrant } from './live.ts';

const grant: InviteGrant = { inviteId: 'invite-1', sessionId: 'session-1', watcherId: 'watcher-1' };
const watcher = { role: 'watcher', watcherId: 'watcher-1', inviteId: 'invite-1' };

const refused = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError && error.status === 404;
  }
  return false;
};

describe('the facilitator routes’ policy', () => {
  it('a watcher with an active grant gets every facilitator route, as that watcher', () => {
    for (const action of facilitatorActions) {
      expect(authorizeFacilitator({ isOwner: false, grant }, action)).toEqual(watcher);
    }
  });

  it('the trainee reads the facilitators’ feedback and nothing else of theirs, even with a grant', () => {
    for (const g of [undefined, grant]) {
      for (const action of facilitatorActions) {
        if (action === 'readFacilitatorFeedback') {
          expect(authorizeFacilitator({ isOwner: true, grant: g }, action)).toEqual({ role: 'owner' });
        } else {
          expect(
            refused(() => authorizeFacilitator({ isOwner: true, grant: g }, action)),
            action,
          ).toBe(true);
        }
      }
    }
  });

  it('no grant (another user, a visitor, an ended invite) or a grant naming no watcher: 404 everywhere', () => {
    for (const g of [undefined, { ...grant, watcherId: null }]) {
      for (const action of facilitatorActions) {
        expect(
          refused(() => authorizeFacilitator({ isOwner: false, grant: g }, action)),
          action,
        ).toBe(true);
      }
    }
  });
});
