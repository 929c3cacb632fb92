import { type ChatStreamEvent, sessionRoutes, ZChatStreamEvent } from '@urosim/contracts';
import { type Request, type Response, Router } from 'express';
import { AppError } from '../../http/app-error.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { type MountRoute, responded } from '../../http/route.ts';
import { getFeedback } from '../feedback/service.ts';
import {
  assertActive,
  findOwnSession,
  finishSession,
  getSessionDetail,
  requestAction,
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
    const appError = error instanceof AppError ? error : undefined;
    send({
      event: 'error',
      data: {
        code: appError?.code ?? 'INTERNAL_ERROR',
        message: appError?.message ?? 'Sorry, something went wrong. Please try again.',
      },
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
      { name: 'chat-ip', key: 'ip', limit: config.CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
      config.RATE_LIMIT_SCALE,
    ),
  ];

  for (const route of [sessionRoutes.start, sessionRoutes.startWithQuota]) {
    mount(router, route, ({ req, body }) => startSession(deps, req.user!, body));
  }

  mount(router, sessionRoutes.details, async ({ req, params }) =>
    getSessionDetail(deps, await findOwnSession(db, req.user!.id, params.id)),
  );

  mount(
    router,
    sessionRoutes.interact,
    async ({ req, params, body }) => {
      if (body.type === 'message') {
        const turn = await sendMessage(deps, req.user!.id, params.id, body.channel, body.text);
        return { turn, action: null, clock: turn.clock };
      }
      const row = await findOwnSession(db, req.user!.id, params.id);
      const kind = body.type;
      const itemId = body.type === 'examination' ? body.examinationId : body.investigationId;
      const { action, clock } = await requestAction(deps, row, kind, itemId);
      return { turn: null, action, clock };
    },
    { guards: chatLimit },
  );

  for (const [route, channel] of [
    [sessionRoutes.patientChat, 'patient'],
    [sessionRoutes.nurseChat, 'nurse'],
  ] as const) {
    mount(
      router,
      route,
      async ({ req, res, params, body }) => {
        if (!wantsStream(req)) return sendMessage(deps, req.user!.id, params.id, channel, body.message);
        // Checks that answer with a status (404, 409) run before the stream opens.
        await assertActive(deps, await findOwnSession(db, req.user!.id, params.id));
        const abort = new AbortController();
        res.on('close', () => abort.abort());
        await streamTurn(res, (onText) =>
          sendMessage(deps, req.user!.id, params.id, channel, body.message, { onText, signal: abort.signal }),
        );
        return responded;
      },
      { guards: chatLimit },
    );
  }

  mount(
    router,
    sessionRoutes.aiResponse,
    ({ req, body }) => sendMessage(deps, req.user!.id, body.sessionId, body.channel, body.message),
    { guards: chatLimit },
  );

  mount(router, sessionRoutes.notes, async ({ req, params, body }) =>
    saveNotes(db, await findOwnSession(db, req.user!.id, params.id), body.notes),
  );
  mount(router, sessionRoutes.end, async ({ req, params }) =>
    finishSession(deps, await findOwnSession(db, req.user!.id, params.id)),
  );
  mount(router, sessionRoutes.summary, async ({ req, params, body }) => {
    const row = await findOwnSession(db, req.user!.id, params.id);
    const submitted = await submitSummary(deps, row, body);
    // Score now, so that progress figures include the session without waiting for a visit.
    await getFeedback(deps, await findOwnSession(db, req.user!.id, params.id));
    return submitted;
  });

  return router;
};
