import type { Config } from '@urosim/config';
import { contactRoutes, siteRoutes, websiteChatbotRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { type Request, Router } from 'express';
import type { AuthUser } from '../../http/auth.ts';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import type { EngineUsage } from '../../providers/ai/engine.ts';
import type { WebsiteAssistant } from '../../providers/ai/website-assistant.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { siteBranding } from './branding.ts';
import { answerWebsiteChat, createAssistantIndexCache, recordWebsiteChatUsage } from './chatbot.ts';
import { sendContactMessage } from './contact.ts';

/** The public website's calls: branding, the contact form and the website chatbot. */
export const createWebsiteRouter = (deps: {
  db: Knex;
  config: Config;
  mailer: Mailer;
  assistant: WebsiteAssistant;
  mount: MountRoute;
}) => {
  const { db, config, mailer, mount } = deps;
  const router = Router();
  const scale = config.RATE_LIMIT_SCALE;
  const branding = siteBranding(config);
  const chat = {
    indexCache: createAssistantIndexCache(db),
    assistant: deps.assistant,
  };
  const chatGuards = [
    createRateLimiter(
      db,
      { ...limitRules.websiteChatIp, limit: config.WEBSITE_CHAT_RATE_LIMIT_PER_MINUTE },
      scale,
    ),
  ];

  mount(router, siteRoutes.branding, () => branding);
  mount(
    router,
    contactRoutes.send,
    ({ user, body }) =>
      sendContactMessage({ db, mailer, supportEmail: config.SUPPORT_EMAIL }, body, user?.id ?? null),
    { guards: [createRateLimiter(db, limitRules.contactIp, scale)] },
  );
  const recordUsage =
    (req: Request, user: AuthUser | undefined) => async (usage: EngineUsage, latencyMs: number) => {
      req.log.info({ usage, engine: deps.assistant.engine }, 'website assistant model usage');
      await recordWebsiteChatUsage(db, user?.id ?? null, usage, latencyMs);
    };
  for (const route of [websiteChatbotRoutes.chat, websiteChatbotRoutes.legacyChat]) {
    mount(router, route, ({ req, user, body }) => answerWebsiteChat(chat, body, recordUsage(req, user)), {
      guards: chatGuards,
    });
  }
  return router;
};
