import { accountRoutes, type JobQueue } from '@urosim/contracts';
import { createFolderStorage } from '@urosim/documents';
import { Router } from 'express';
import { type MountRoute, responded } from '../../http/route.ts';
import { activityOf, recordActivity } from './activity.ts';
import { downloadDataExport, getDataExport, queueDataExport } from './data-export.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { pictureSizeGuard, readPicture, removePicture, uploadPicture } from './picture.ts';
import {
  addCertification,
  certificationsOf,
  expertiseOf,
  removeCertification,
  replaceExpertise,
} from './profile-extras.ts';
import {
  type AccountDeps,
  changePassword,
  deleteAccount,
  extendedProfile,
  profileCompletion,
  updateProfile,
} from './service.ts';
import { sessionsOf, signOutOtherSessions, signOutSession } from './sessions.ts';

/** The trainee's own account: profile, password, privacy export and deletion (issue 19, ADR 0129). */
export const createAccountRouter = (deps: AccountDeps & { jobs: JobQueue; mount: MountRoute }) => {
  const { mount } = deps;
  const router = Router();
  const exports = {
    db: deps.db,
    jobs: deps.jobs,
    storage: createFolderStorage(deps.config.REPORT_BUNDLE_DIR),
  };
  mount(router, accountRoutes.activity, ({ user }) => activityOf(deps.db, user));
  mount(router, accountRoutes.updateProfile, ({ user, body }) => updateProfile(deps, user, body));
  mount(router, accountRoutes.extendedProfile, ({ user }) => extendedProfile(deps, user));
  mount(router, accountRoutes.completion, ({ user }) => profileCompletion(deps, user));
  mount(router, accountRoutes.changePassword, async ({ req, user, body }) => {
    const result = await changePassword(deps, user, req.sessionID, body);
    await recordActivity(deps.db, user.id, 'password_changed', req.get('user-agent'));
    return result;
  });
  mount(router, accountRoutes.avatar, async ({ user, res }) => {
    const picture = await readPicture(deps.db, user);
    res.status(200);
    res.setHeader('content-type', picture.content_type);
    // The URL is versioned by the picture's time: a new picture is a new URL.
    res.setHeader('cache-control', 'private, max-age=86400');
    res.setHeader('content-disposition', 'inline');
    res.end(picture.bytes);
    return responded;
  });
  // The picture's own size message before its bytes are read (the route's limit stops the rest).
  router.put(accountRoutes.uploadAvatar.path, pictureSizeGuard);
  mount(router, accountRoutes.uploadAvatar, ({ user, req }) => uploadPicture(deps.db, user, req.body), {
    rawBody: true,
  });
  mount(router, accountRoutes.deleteAvatar, ({ user }) => removePicture(deps.db, user));
  mount(router, accountRoutes.expertise, ({ user }) => expertiseOf(deps.db, user));
  mount(router, accountRoutes.saveExpertise, ({ user, body }) =>
    replaceExpertise(deps.db, user, body.specialties),
  );
  mount(router, accountRoutes.certifications, ({ user }) => certificationsOf(deps.db, user));
  mount(router, accountRoutes.addCertification, ({ user, body }) => addCertification(deps.db, user, body));
  mount(router, accountRoutes.deleteCertification, ({ user, params }) =>
    removeCertification(deps.db, user, params.id),
  );
  mount(router, accountRoutes.sessions, ({ req, user }) => sessionsOf(deps, user, req.sessionID));
  mount(router, accountRoutes.signOutSession, async ({ req, user, params }) => {
    const result = await signOutSession(deps.db, user, req.sessionID, params.id);
    await recordActivity(deps.db, user.id, 'sessions_signed_out', req.get('user-agent'), result);
    return result;
  });
  mount(router, accountRoutes.signOutOtherSessions, async ({ req, user }) => {
    const result = await signOutOtherSessions(deps.db, user, req.sessionID);
    await recordActivity(deps.db, user.id, 'sessions_signed_out', req.get('user-agent'), result);
    return result;
  });
  mount(router, accountRoutes.changeEmail, async ({ req, user, body }) => {
    const result = await requestEmailChange(deps, user, body);
    await recordActivity(deps.db, user.id, 'email_change_requested', req.get('user-agent'), {
      newEmail: result.pendingEmail,
    });
    return result;
  });
  mount(router, accountRoutes.confirmEmailChange, async ({ req, user, body }) => {
    const { email, oldEmail } = await confirmEmailChange(deps, user, body.token);
    await recordActivity(deps.db, user.id, 'email_changed', req.get('user-agent'), { oldEmail, email });
    return { email };
  });
  // The export is built by the worker (ADR 0133): ask, follow its progress, download when ready.
  mount(router, accountRoutes.gdprExport, ({ user }) => getDataExport(exports, user));
  mount(router, accountRoutes.requestGdprExport, async ({ req, user, res }) => {
    const { view, queued } = await queueDataExport(exports, user, res);
    if (queued)
      await recordActivity(deps.db, user.id, 'data_exported', req.get('user-agent'), { step: 'requested' });
    return view;
  });
  mount(router, accountRoutes.downloadGdprExport, async ({ req, user, res }) => {
    await downloadDataExport(exports, user, res, () =>
      recordActivity(deps.db, user.id, 'data_exported', req.get('user-agent'), { step: 'downloaded' }),
    );
    return responded;
  });
  mount(router, accountRoutes.gdprDelete, async ({ req, user, body }) => {
    const result = await deleteAccount(deps, user, body.password);
    // This browser's session row is gone with the others; its cookie goes too.
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    return result;
  });
  return router;
};
