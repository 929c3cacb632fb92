import { type ChatStreamEvent, sessionRoutes, ZChatStreamEvent } from '@urosim/contracts';
import { type Request, type Response, Router } from 'express';
import { streamErrorOf } from '../../http/error-handler.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { type MountRoute, responded } from '../../http/route.ts';
import { recordActivity } from '../account/activity.ts';
import { getFeedback } from '../feedback/service.ts';
import { grantPilotMonthIfEarned } from '../research-pilot/service.ts';
import {
  assertTurnAllowed,
  finishSession,
  getSessionDetail,
  interact,
  type SessionDeps,
  saveNotes,
  sendMessage,
  startSession,
  submitSummary,
} from './service.ts';

const wantsStream = (req: Request) => (req.get('accept') ?? '').includes('text/event-stream');

/**
 * A chat turn streamed as server-sent events, as the contract's `ZChatStreamEvent` declares them:
 * `text` events carry the reply as it is produced and a final `done` event the stored turn (or
 * `error`). Checks that could fail with a status run before the stream opens, so they still answer
 * 404/409 in the envelope.
 */
const streamTurn = async (
  req: Request,
  res: Response,
  run: (onText: (chunk: string) => void) => Promise<Extract<ChatStreamEvent, { event: 'done' }>['data']>,
) => {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  const send = (streamEvent: ChatStreamEvent) => {
    const { event, data } = ZChatStreamEvent.parse(streamEvent);
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    (res as Response & { flush?: () => void }).flush?.();
  };
  try {
    send({ event: 'done', data: await run((chunk) => send({ event: 'text', data: { chunk } })) });
  } catch (error) {
    send({
      event: 'error',
      data: streamErrorOf(error, req.log, 'Sorry, something went wrong. Please try again.'),
    });
  }
  res.end();
};

/** Starting, running and ending timed sessions (the learning loop's heart). */
export const createSessionsRouter = (deps: SessionDeps & { mount: MountRoute }) => {
  const { db, mount, config } = deps;
  const router = Router();
  const chatLimit = [
    createRateLimiter(
      db,
      {
        name: 'chat-ip',
        key: 'ip',
        limit: config.CHAT_RATE_LIMIT_PER_MINUTE,
        windowMs: 60_000,
        leased: true,
      },
      config.RATE_LIMIT_SCALE,
    ),
  ];

  for (const route of [sessionRoutes.start, sessionRoutes.startWithQuota]) {
    mount(router, route, async ({ req, user, body }) => {
      const started = await startSession(deps, user, body);
      // The trainee's own activity log (issue 19, ADR 0130).
      await recordActivity(db, user.id, 'session_started', req.get('user-agent'), {
        sessionId: started.session.id,
        caseId: body.caseId,
        mode: body.mode,
      });
      return started;
    });
  }

  mount(router, sessionRoutes.details, ({ user, params }) => getSessionDetail(deps, user, params.id));

  mount(router, sessionRoutes.interact, ({ user, params, body }) => interact(deps, user, params.id, body), {
    guards: chatLimit,
  });

  for (const [route, channel] of [
    [sessionRoutes.patientChat, 'patient'],
    [sessionRoutes.nurseChat, 'nurse'],
  ] as const) {
    mount(
      router,
      route,
      async ({ req, res, user, params, body }) => {
        if (!wantsStream(req)) return sendMessage(deps, user, params.id, channel, body.message);
        // Checks that answer with a status (404, 409) run before the stream opens.
        await assertTurnAllowed(deps, user, params.id);
        const abort = new AbortController();
        res.on('close', () => abort.abort());
        await streamTurn(req, res, (onText) =>
          sendMessage(deps, user, params.id, channel, body.message, { onText, signal: abort.signal }),
        );
        return responded;
      },
      { guards: chatLimit },
    );
  }

  mount(
    router,
    sessionRoutes.aiResponse,
    ({ user, body }) => sendMessage(deps, user, body.sessionId, body.channel, body.message),
    { guards: chatLimit },
  );

  mount(router, sessionRoutes.notes, ({ user, params, body }) => saveNotes(db, user, params.id, body.notes));
  mount(router, sessionRoutes.end, ({ user, params }) => finishSession(deps, user, params.id));
  mount(router, sessionRoutes.summary, async ({ req, user, params, body }) => {
    const submitted = await submitSummary(deps, user, params.id, body);
    await recordActivity(db, user.id, 'session_completed', req.get('user-agent'), { sessionId: params.id });
    // Score now, so that progress figures include the session without waiting for a visit.
    await getFeedback(deps, user, params.id);
    // A completed case may earn a research pilot participant the free premium month.
    await grantPilotMonthIfEarned(db, config, user.id);
    return submitted;
  });

  return router;
};
