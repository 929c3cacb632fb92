import { adminCaseRoutes, caseRoutes } from '@urosim/contracts';
import { findCase, type Knex } from '@urosim/db';
import { Router } from 'express';
import { AppError } from '../../http/app-error.ts';
import type { MountRoute } from '../../http/route.ts';
import {
  caseFilterOptions,
  definitionOf,
  findPublishedCase,
  getCaseDetail,
  importCase,
  listBookmarkedCases,
  listCases,
  setBookmark,
  specialtyOptions,
} from './service.ts';

/** Case selection, bookmarks, documents, filter options, and the admin import and export. */
export const createCasesRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const { db, mount } = deps;
  const router = Router();

  mount(router, caseRoutes.list, ({ req, query }) => listCases(db, req.user!.id, query));
  mount(router, caseRoutes.filters, () => caseFilterOptions(db));
  mount(router, caseRoutes.specialties, () => specialtyOptions(db));
  mount(router, caseRoutes.bookmarks, async ({ req }) => ({
    cases: await listBookmarkedCases(db, req.user!.id),
  }));
  mount(router, caseRoutes.detail, ({ req, params }) => getCaseDetail(db, req.user!.id, params.id));
  mount(router, caseRoutes.bookmark, async ({ req, params }) => {
    await setBookmark(db, req.user!.id, params.id, true);
    return { isBookmarked: true as const };
  });
  mount(router, caseRoutes.unbookmark, async ({ req, params }) => {
    await setBookmark(db, req.user!.id, params.id, false);
    return { isBookmarked: false as const };
  });
  mount(router, caseRoutes.documents, async ({ params }) => {
    const { definition } = await findPublishedCase(db, params.id);
    return { documents: definition.setting.documents };
  });

  mount(router, adminCaseRoutes.import, async ({ req, body }) => {
    const saved = await importCase(db, body.definition, { status: body.status, createdBy: req.user!.id });
    return { id: body.definition.id, ...saved };
  });
  mount(router, adminCaseRoutes.export, async ({ params }) => {
    const row = await findCase(db, params.id);
    if (!row?.definition || row.version === null) throw new AppError('NOT_FOUND', 'No such case');
    return { version: row.version, status: row.status, definition: definitionOf(row) };
  });

  return router;
};
