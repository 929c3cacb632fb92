import type { JobQueue } from '@urosim/contracts';
import { reportingRoutes } from '@urosim/contracts';
import { createFolderStorage } from '@urosim/documents';
import { Router } from 'express';
import type { Logger } from 'pino';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import { type MountRoute, responded } from '../../http/route.ts';
import { tokenPageHeaders } from '../../http/token-page.ts';
import { createModelHandoffCopilot, scriptedHandoffCopilot } from '../../providers/ai/handoff-copilot.ts';
import type { SessionDeps } from '../sessions/service.ts';
import { downloadReportBundle, getReportBundle, triggerReportBundle } from './bundle.ts';
import {
  getHandoff,
  loadHandoffSession,
  type ReportingDeps,
  refreshHandoff,
  saveHandoff,
} from './handoff.ts';
import { createLiveHub } from './live.ts';
import { createLru } from './lru.ts';
import { handoffPdf, sendPdf } from './pdf.ts';
import {
  createShare,
  findSharedHandoff,
  findSharedSessionId,
  loadSharedSession,
  readSharedHandoff,
  revokeShare,
} from './share.ts';

/**
 * Reporting (specification, section 7; ADR 0116): the SBAR hand-off of an ended session, its share
 * links with their live page and PDFs, and the session's report bundle. `onClose` receives what
 * must be closed on shutdown (the live streams and their LISTEN connection).
 */
export const createReportingRouter = (
  deps: Pick<SessionDeps, 'db' | 'config'> & {
    jobs: JobQueue;
    logger: Logger;
    databaseUrl: string;
    mount: MountRoute;
    onClose: (close: () => Promise<void>) => void;
  },
) => {
  const { db, config, mount } = deps;
  const router = Router();
  const reporting: ReportingDeps = {
    db,
    config,
    copilot:
      config.FEEDBACK_ENGINE === 'llm'
        ? createModelHandoffCopilot(config, (error) =>
            deps.logger.warn(
              { err: error },
              'The hand-off copilot model failed; the scripted checks answered',
            ),
          )
        : scriptedHandoffCopilot,
    copilotCache: createLru(500),
    pdfCache: createLru(50),
  };
  const bundles = { ...reporting, jobs: deps.jobs, storage: createFolderStorage(config.REPORT_BUNDLE_DIR) };
  const hub = createLiveHub({
    databaseUrl: deps.databaseUrl,
    logger: deps.logger,
    resolve: (token) => findSharedSessionId(reporting, token),
    read: (token) => findSharedHandoff(reporting, token),
  });
  deps.onClose(hub.close);

  // The owner's routes.
  mount(router, reportingRoutes.handoff, ({ user, params }) => getHandoff(reporting, user, params.id));
  mount(router, reportingRoutes.saveHandoff, ({ user, params, body }) =>
    saveHandoff(reporting, user, params.id, body),
  );
  mount(router, reportingRoutes.refreshHandoff, ({ user, params }) =>
    refreshHandoff(reporting, user, params.id),
  );
  mount(router, reportingRoutes.handoffPdf, async ({ user, params, query, res }) => {
    const row = await loadHandoffSession(reporting, user, 'readHandoff', params.id);
    sendPdf(res, await handoffPdf(reporting, row, 'owner'), query.download === '1' ? 'attachment' : 'inline');
    return responded;
  });
  mount(router, reportingRoutes.createShare, ({ user, params, body }) =>
    createShare(reporting, user, params.id, body),
  );
  mount(router, reportingRoutes.revokeShare, ({ user, params }) => revokeShare(reporting, user, params.id));
  mount(router, reportingRoutes.reportBundle, ({ user, params }) =>
    getReportBundle(bundles, user, params.id),
  );
  mount(router, reportingRoutes.triggerReportBundle, ({ user, params }) =>
    triggerReportBundle(bundles, user, params.id),
  );
  mount(router, reportingRoutes.downloadReportBundle, async ({ user, params, res }) => {
    await downloadReportBundle(bundles, user, params.id, res);
    return responded;
  });

  // The token's routes: no login, the token-page headers on every answer (errors included), and a
  // per-address limit, so that tokens cannot be guessed at speed.
  const tokenGuards = [
    tokenPageHeaders,
    createRateLimiter(db, limitRules.handoffLinkIp, config.RATE_LIMIT_SCALE),
  ];
  mount(
    router,
    reportingRoutes.live,
    async ({ params }) => (await readSharedHandoff(reporting, params.token)).view,
    {
      guards: tokenGuards,
    },
  );
  mount(
    router,
    reportingRoutes.liveEvents,
    async ({ params, res }) => {
      await hub.open(res, params.token);
      return responded;
    },
    { guards: tokenGuards },
  );
  for (const [route, disposition] of [
    [reportingRoutes.sharedPdf, 'inline'],
    [reportingRoutes.sharedPdfDownload, 'attachment'],
  ] as const) {
    mount(
      router,
      route,
      async ({ params, res }) => {
        const row = await loadSharedSession(reporting, params.token);
        sendPdf(res, await handoffPdf(reporting, row, 'shared'), disposition);
        return responded;
      },
      { guards: tokenGuards },
    );
  }
  return router;
};
