import type { Config } from '@urosim/config';
import { adminCaseRoutes, caseRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { readCaseAccess } from '../billing/entitlements.ts';
import {
  caseFilterOptions,
  exportCase,
  findPublishedCase,
  getCaseDetail,
  importCaseAs,
  listBookmarkedCases,
  listCases,
  setBookmark,
  specialtyOptions,
} from './service.ts';

/** Case selection, bookmarks, documents, filter options, and the admin import and export. */
export const createCasesRouter = (deps: { db: Knex; config: Config; mount: MountRoute }) => {
  const { db, config, mount } = deps;
  const router = Router();

  mount(router, caseRoutes.list, async ({ user, query }) =>
    listCases(db, user.id, await readCaseAccess(db, config, user), query),
  );
  mount(router, caseRoutes.filters, () => caseFilterOptions(db));
  mount(router, caseRoutes.specialties, () => specialtyOptions(db));
  mount(router, caseRoutes.bookmarks, async ({ user }) => ({
    cases: await listBookmarkedCases(db, user.id, await readCaseAccess(db, config, user)),
  }));
  mount(router, caseRoutes.detail, async ({ user, params }) =>
    getCaseDetail(db, user.id, await readCaseAccess(db, config, user), params.id),
  );
  mount(router, caseRoutes.bookmark, async ({ user, params }) => {
    await setBookmark(db, user.id, params.id, true);
    return { isBookmarked: true as const };
  });
  mount(router, caseRoutes.unbookmark, async ({ user, params }) => {
    await setBookmark(db, user.id, params.id, false);
    return { isBookmarked: false as const };
  });
  mount(router, caseRoutes.documents, async ({ params }) => {
    const { definition } = await findPublishedCase(db, params.id);
    return { documents: definition.setting.documents };
  });

  mount(router, adminCaseRoutes.import, ({ user, req, body }) => importCaseAs(db, user, req, body));
  mount(router, adminCaseRoutes.export, ({ user, params }) => exportCase(db, user, params.id));

  return router;
};
