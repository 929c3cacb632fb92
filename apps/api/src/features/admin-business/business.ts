import type { CostBudgetStatus, CostReport, SubscriptionFigures } from '@urosim/contracts';
import {
  countChurn,
  countSubscriptionsByPlanAndStatus,
  findAdminSetting,
  findBudgetAlert,
  insertBudgetAlert,
  type Knex,
  listInvoicesOfUser,
  listPastDueSubscriptions,
  listSubscriptionsOfUser,
  listTopAiUsers,
  searchUsersByEmail,
  sumAiUsage,
  sumAiUsageBy,
  sumMonthlyRecurringRevenue,
  type UsageTotals,
  upsertAdminSetting,
} from '@urosim/db';
import { formatMoney } from '@urosim/domain';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { audited } from '../admin/audit.ts';
import type { UserRow } from '../auth/repo.ts';

type Admin = Pick<UserRow, 'id' | 'email'>;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHURN_WINDOW_DAYS = 30;
const BUDGET_KEY = 'costs.monthly_budget_usd';

// ---------------------------------------------------------------------------------------------------
// Subscriptions

/** The subscription dashboard's figures. */
export const readSubscriptionFigures = async (db: Knex, now = new Date()): Promise<SubscriptionFigures> => {
  const rows = await countSubscriptionsByPlanAndStatus(db);
  const byStatus = new Map<string, number>();
  for (const row of rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + Number(row.count));
  const churn = await countChurn(db, new Date(now.getTime() - CHURN_WINDOW_DAYS * DAY_MS));
  return {
    byPlanAndStatus: rows.map((row) => ({
      planSlug: row.plan_slug,
      planName: row.plan_name,
      status: row.status,
      count: Number(row.count),
    })),
    byStatus: [...byStatus].map(([key, count]) => ({ key, label: key.replace('_', ' '), count })),
    monthlyRecurringRevenue: (await sumMonthlyRecurringRevenue(db)).map((row) => ({
      currency: row.currency,
      amountMinor: Number(row.amount_minor),
      label: formatMoney(Number(row.amount_minor), row.currency),
      subscriptions: Number(row.count),
    })),
    churn: {
      ...churn,
      rate: churn.activeAtStart > 0 ? churn.canceled / churn.activeAtStart : null,
      windowDays: CHURN_WINDOW_DAYS,
    },
    pastDue: (await listPastDueSubscriptions(db, 100)).map((row) => ({
      subscriptionId: row.id,
      email: row.email,
      planName: row.plan_name,
      pastDueSince: row.past_due_since?.toISOString() ?? null,
      periodEnd: row.current_period_end.toISOString(),
      provider: row.provider,
    })),
  };
};

/** The subscriptions and invoices of users found by e-mail. */
export const readSubscriptionHistory = async (db: Knex, email: string) => {
  const users = await searchUsersByEmail(db, email, 10);
  return {
    users: await Promise.all(
      users.map(async (user) => ({
        id: user.id,
        email: user.email,
        fullName: user.full_name,
        subscriptions: (await listSubscriptionsOfUser(db, user.id)).map((sub) => ({
          id: sub.id,
          planName: sub.plan.name,
          status: sub.status,
          source: sub.source,
          provider: sub.provider,
          periodStart: new Date(sub.current_period_start).toISOString(),
          periodEnd: new Date(sub.current_period_end).toISOString(),
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          priceLabel: formatMoney(sub.plan.price_monthly_minor, sub.plan.currency),
          createdAt: new Date(sub.created_at).toISOString(),
          canceledAt: sub.canceled_at ? new Date(sub.canceled_at).toISOString() : null,
        })),
        invoices: (await listInvoicesOfUser(db, user.id)).map((invoice) => ({
          id: invoice.id,
          status: invoice.status,
          amountLabel: formatMoney(invoice.amount_minor, invoice.currency),
          periodStart: new Date(invoice.period_start).toISOString(),
          periodEnd: new Date(invoice.period_end).toISOString(),
          createdAt: new Date(invoice.created_at).toISOString(),
        })),
      })),
    ),
  };
};

// ---------------------------------------------------------------------------------------------------
// Costs

const toLine = (key: string, row: UsageTotals) => ({
  key,
  calls: Number(row.calls),
  promptTokens: Number(row.prompt_tokens),
  completionTokens: Number(row.completion_tokens),
  costUsd: Number(row.cost_usd),
});

const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

/**
 * The month's spend against the budget. The first time a month is found over it, its alert is
 * written (once: the month is the alert's key) and a warning goes to the server log; the costs page,
 * the dashboard's figure and a budget change all look, so the alert is written at the first of them.
 */
export const readBudgetStatus = async (
  db: Knex,
  logger: Pick<Logger, 'warn'>,
  now = new Date(),
): Promise<CostBudgetStatus> => {
  const month = monthOf(now);
  const spent = Number(
    (await sumAiUsage(db, { from: monthStart(now), to: new Date(now.getTime() + 1) })).cost_usd,
  );
  const budget = (await findAdminSetting<number | null>(db, BUDGET_KEY)) ?? null;
  const isOverBudget = budget !== null && spent > budget;
  let alert = await findBudgetAlert(db, month);
  if (isOverBudget && !alert) {
    alert = await insertBudgetAlert(db, { month, budget_usd: budget, spent_usd: spent });
    if (alert) {
      logger.warn(
        { event: 'cost_budget_crossed', month, budgetUsd: budget, spentUsd: spent },
        `Model spend for ${month} crossed the monthly budget`,
      );
    }
    alert ??= await findBudgetAlert(db, month);
  }
  return {
    month,
    spentUsd: spent,
    budgetUsd: budget,
    isOverBudget,
    alertedAt: alert ? new Date(alert.created_at).toISOString() : null,
  };
};

/** The costs screen: model calls of the last `days` days. */
export const readCostReport = async (
  db: Knex,
  logger: Pick<Logger, 'warn'>,
  days: number,
  now = new Date(),
): Promise<CostReport> => {
  const range = { from: new Date(now.getTime() - days * DAY_MS), to: new Date(now.getTime() + 1) };
  return {
    from: range.from.toISOString(),
    to: now.toISOString(),
    total: toLine('total', await sumAiUsage(db, range)),
    byPurpose: (await sumAiUsageBy(db, range, 'purpose')).map((row) => toLine(row.key, row)),
    byModel: (await sumAiUsageBy(db, range, 'model')).map((row) => toLine(row.key, row)),
    byDay: (await sumAiUsageBy(db, range, 'day')).map((row) => toLine(row.key, row)),
    topUsers: (await listTopAiUsers(db, range, 10)).map((row) => ({
      ...toLine(row.user_id ?? 'anonymous', row),
      email: row.email,
    })),
    budget: await readBudgetStatus(db, logger, now),
  };
};

/** Sets the monthly budget (audited), then answers where the month stands against it. */
export const setCostBudget = async (
  db: Knex,
  logger: Pick<Logger, 'warn'>,
  admin: Admin,
  req: Request,
  budgetUsd: number | null,
) => {
  await audited(
    db,
    admin,
    req,
    { action: 'costs.budget.set', targetType: 'setting', targetId: BUDGET_KEY },
    async (trx) => {
      const before = (await findAdminSetting<number | null>(trx as unknown as Knex, BUDGET_KEY)) ?? null;
      await upsertAdminSetting(trx as unknown as Knex, BUDGET_KEY, budgetUsd, admin.id);
      return { before: { budgetUsd: before }, after: { budgetUsd }, result: undefined };
    },
  );
  return readBudgetStatus(db, logger);
};
