import type { Config } from '@urosim/config';
import { newsRoutes, notificationRoutes, testerRoutes, userSettingsRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import { type MountRoute, responded } from '../../http/route.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { readEntitlement } from '../billing/entitlements.ts';
import {
  readAll,
  readNews,
  readNewsPost,
  readNotifications,
  readOne,
  readPushConfig,
  readSettings,
  readTesterReports,
  readTesterScreenshot,
  readUnreadCount,
  resetSettings,
  submitTesterReport,
  subscribe,
  unsubscribe,
  writeSection,
} from './service.ts';

/**
 * The trainee's settings, notification centre, web push, News & Updates read state and the
 * testers' routes (issue 19, ADR 0126). Every route acts on the signed-in user's own rows only.
 */
export const createNotificationsRouter = (deps: {
  db: Knex;
  config: Config;
  mailer: Mailer;
  mount: MountRoute;
}) => {
  const { db, mount, config } = deps;
  const router = Router();
  const s = userSettingsRoutes;
  mount(router, s.settings, ({ user }) => readSettings(db, user.id));
  mount(router, s.putSection, ({ user, params, body }) =>
    writeSection(db, user.id, params.section, body, false),
  );
  mount(router, s.patchSection, ({ user, params, body }) =>
    writeSection(db, user.id, params.section, body, true),
  );
  mount(router, s.reset, ({ user, body }) => resetSettings(db, user.id, body.section));

  const n = notificationRoutes;
  mount(router, n.list, ({ user, query }) => readNotifications(db, user.id, query.limit));
  mount(router, n.unreadCount, ({ user }) => readUnreadCount(db, user.id));
  mount(router, n.markAllRead, ({ user }) => readAll(db, user.id));
  mount(router, n.markRead, ({ user, params }) => readOne(db, user.id, params.notificationId));
  mount(router, n.pushConfig, ({ user }) => readPushConfig(db, config, user.id));
  mount(router, n.subscribe, ({ user, body, req }) => subscribe(db, user.id, body, req.get('user-agent')));
  mount(router, n.unsubscribe, ({ user, body }) => unsubscribe(db, user.id, body.endpoint));
  mount(router, n.markNewsRead, ({ user, params }) => readNewsPost(db, user.id, params.announcementId));
  mount(router, newsRoutes.news, ({ user, query }) => readNews(db, user.id, query.limit));

  const t = testerRoutes;
  mount(router, t.report, ({ user, body }) => submitTesterReport(db, deps.mailer, config, user, body));
  mount(router, t.featureFlags, async ({ user }) => {
    const e = await readEntitlement(db, config, user);
    const flags = [
      { name: 'plan', value: `${e.plan.name} (${e.plan.slug})`, source: 'subscription' },
      { name: 'access tier', value: e.plan.tier, source: 'subscription' },
      { name: 'paid access', value: String(e.hasPaidAccess), source: 'subscription' },
      {
        name: 'sessions per period',
        value: e.plan.sessionsPerMonth === null ? 'unlimited' : String(e.plan.sessionsPerMonth),
        source: 'plan',
      },
      { name: 'facilitator observation', value: String(e.plan.facilitatorIncluded), source: 'plan' },
      { name: 'admin', value: String(e.isAdmin), source: 'account' },
      { name: 'billing provider', value: config.BILLING_PROVIDER, source: 'server configuration' },
      { name: 'web push', value: 'available', source: 'server configuration' },
    ];
    return { flags };
  });
  mount(router, t.adminReports, () => readTesterReports(db));
  mount(router, t.adminScreenshot, async ({ params, res }) => {
    const shot = await readTesterScreenshot(db, params.reportId);
    res.set('Content-Type', shot.type);
    res.set('Content-Disposition', 'inline');
    res.set('X-Content-Type-Options', 'nosniff');
    res.send(shot.bytes);
    return responded;
  });
  return router;
};
