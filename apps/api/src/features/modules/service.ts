import { loadModules } from '@urosim/content';
import type { CaseCard, ModuleCase, ModuleDefinition, ModuleDetail, ModuleSummary } from '@urosim/contracts';
import { type Knex, listScoredCasesOfUser } from '@urosim/db';
import { AppError } from '../../http/app-error.ts';
import { listCases, unmarkedAccess } from '../cases/service.ts';

// The modules are content (packages/content/modules), read once.
let authored: ModuleDefinition[] | undefined;
const modules = () => {
  authored ??= loadModules();
  return authored;
};

/**
 * A module with the caller's progress. Its cases are those of its ids that are published, in the
 * module's order: an id with no published case (not yet written, or withdrawn) is left out, so a
 * module may name cases that are still to come.
 */
export const moduleProgress = (
  module: ModuleDefinition,
  published: ReadonlyMap<string, CaseCard>,
  scored: ReadonlyMap<string, number>,
): ModuleDetail => {
  const cards = [...new Set(module.caseIds)].flatMap((id) => {
    const card = published.get(id);
    return card ? [card] : [];
  });
  const next = cards.find((card) => !scored.has(card.id));
  const cases: ModuleCase[] = cards.map((card, index) => ({
    id: card.id,
    title: card.title,
    difficulty: card.difficulty,
    durationSeconds: card.durationSeconds,
    position: index + 1,
    isScored: scored.has(card.id),
    bestScore: scored.get(card.id) ?? null,
    isNext: card.id === next?.id,
  }));
  return {
    id: module.id,
    title: module.title,
    goal: module.goal,
    description: module.description,
    caseCount: cases.length,
    scoredCount: cases.filter((c) => c.isScored).length,
    nextCase: next ? { id: next.id, title: next.title } : null,
    cases,
  };
};

const progressInputs = async (db: Knex, userId: string) => {
  const [{ cases }, scored] = await Promise.all([
    listCases(db, userId, unmarkedAccess, {}),
    listScoredCasesOfUser(db, userId),
  ]);
  return { published: new Map(cases.map((card) => [card.id, card])), scored };
};

/** Every module in order with the caller's progress and next case. */
export const listModules = async (
  db: Knex,
  userId: string,
  source: () => ModuleDefinition[] = modules,
): Promise<{ modules: ModuleSummary[] }> => {
  const { published, scored } = await progressInputs(db, userId);
  return {
    modules: source().map((module) => {
      const { cases: _cases, ...summary } = moduleProgress(module, published, scored);
      return summary;
    }),
  };
};

/** One module with its cases, or 404. */
export const getModule = async (
  db: Knex,
  userId: string,
  moduleId: string,
  source: () => ModuleDefinition[] = modules,
): Promise<ModuleDetail> => {
  const module = source().find((m) => m.id === moduleId);
  if (!module) throw new AppError('NOT_FOUND', 'No such module');
  const { published, scored } = await progressInputs(db, userId);
  return moduleProgress(module, published, scored);
};
