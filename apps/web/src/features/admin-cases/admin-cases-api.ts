import type {
  AuthoringQuestion,
  adminCaseAuthoringRoutes,
  CaseDefinitionInput,
  RouteQuery,
} from '@urosim/contracts';
import { adminCaseEndpoints, adminCaseAuthoringEndpoints as endpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

export type AdminCaseListQuery = RouteQuery<typeof adminCaseAuthoringRoutes.list>;
type SaveBody = { definition: CaseDefinitionInput; questions: AuthoringQuestion[] };

/** TanStack Query keys of the authoring screens. */
export const adminCaseKeys = {
  all: ['admin', 'cases'] as const,
  list: (query: AdminCaseListQuery) => [...adminCaseKeys.all, 'list', query] as const,
  detail: (id: string) => [...adminCaseKeys.all, 'detail', id] as const,
  versions: (id: string) => [...adminCaseKeys.all, 'versions', id] as const,
  diff: (id: string, from: number, to: number) => [...adminCaseKeys.all, 'diff', id, from, to] as const,
};

const call = apiClient.call;

/** The authoring api (issue 17), typed by its contracts. */
export const adminCasesApi = {
  list: (query: AdminCaseListQuery, signal?: AbortSignal) =>
    call(endpoints.list, { query, ...(signal ? { signal } : {}) }),
  get: (id: string, signal?: AbortSignal) =>
    call(endpoints.get, { params: { id }, ...(signal ? { signal } : {}) }),
  create: (body: SaveBody) => call(endpoints.create, { body }),
  saveDraft: (id: string, body: SaveBody) => call(endpoints.saveDraft, { params: { id }, body }),
  qualityGate: (body: SaveBody) => call(endpoints.qualityGate, { body }),
  publish: (id: string, version?: number) =>
    call(endpoints.publish, { params: { id }, body: version === undefined ? {} : { version } }),
  rollback: (id: string, version: number) => call(endpoints.rollback, { params: { id }, body: { version } }),
  archive: (id: string) => call(endpoints.archive, { params: { id } }),
  versions: (id: string, signal?: AbortSignal) =>
    call(endpoints.versions, { params: { id }, ...(signal ? { signal } : {}) }),
  diff: (id: string, from: number, to: number, signal?: AbortSignal) =>
    call(endpoints.diff, { params: { id }, query: { from, to }, ...(signal ? { signal } : {}) }),
  testSession: (id: string) => call(endpoints.testSession, { params: { id }, body: {} }),
  export: (id: string) => call(adminCaseEndpoints.export, { params: { id } }),
};
