import { helpArticles } from '@urosim/content/help';
import type { ChatHistoryItem } from '@urosim/contracts';
import { insertAiUsage, type Knex } from '@urosim/db';
import { type AssistantIndex, buildAssistantIndex, helpDoc, plansDoc } from '@urosim/domain';
import { aiUsageRow, type EngineUsage } from '../../providers/ai/engine.ts';
import type { WebsiteAssistant } from '../../providers/ai/website-assistant.ts';
import { countCasesPerTier, listPlans } from '../plans/service.ts';

/** How long the index is kept before the plans are read again (prices may change). */
const INDEX_TTL_MS = 60_000;

/**
 * The help content the assistant searches: the help articles, and the plans as the database has
 * them now. Built once a minute at most; concurrent first requests share one build.
 */
export const createAssistantIndexCache = (db: Knex, now: () => number = Date.now) => {
  let cached: { index: Promise<AssistantIndex>; builtAt: number } | undefined;
  const build = async () => {
    const [plans, casesPerTier] = await Promise.all([listPlans(db), countCasesPerTier(db)]);
    return buildAssistantIndex([
      ...helpArticles.map(helpDoc),
      ...(plans.length > 0 ? [plansDoc(plans, casesPerTier)] : []),
    ]);
  };
  return {
    get: () => {
      if (!cached || now() - cached.builtAt > INDEX_TTL_MS) {
        const index = build();
        cached = { index, builtAt: now() };
        // A failed build is not kept: the next request tries again.
        index.catch(() => {
          cached = undefined;
        });
      }
      return cached.index;
    },
  };
};

export type AssistantIndexCache = ReturnType<typeof createAssistantIndexCache>;

/**
 * One website chat turn: the visitor's message, with the conversation so far. A model's token use
 * goes to `onUsage` (recorded for the costs screen, see `recordWebsiteChatUsage`), not to the visitor.
 */
export const answerWebsiteChat = async (
  deps: { indexCache: AssistantIndexCache; assistant: WebsiteAssistant },
  input: { message: string; history: ChatHistoryItem[] },
  onUsage: (usage: EngineUsage, latencyMs: number) => void | Promise<void> = () => {},
) => {
  const index = await deps.indexCache.get();
  const startedAt = performance.now();
  const { usage, ...reply } = await deps.assistant.answer(index, input.message, input.history);
  if (usage) await onUsage(usage, Math.round(performance.now() - startedAt));
  return reply;
};

/** Records a website chat turn's model use, as every model call is (purpose `chatbot`). */
export const recordWebsiteChatUsage = (
  db: Knex,
  userId: string | null,
  usage: EngineUsage,
  latencyMs: number,
) => insertAiUsage(db, aiUsageRow(usage, { userId, sessionId: null, purpose: 'chatbot', latencyMs }));
