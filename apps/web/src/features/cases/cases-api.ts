import type { CaseCard, caseRoutes } from '@urosim/contracts';
import { apiClient, type QueryParams, routeRef } from '../../api/client';

// Contract routes by method and path only: their types, not their zod schemas.
const routes = {
  list: routeRef<typeof caseRoutes.list>('get', '/api/v1/cases'),
  filters: routeRef<typeof caseRoutes.filters>('get', '/api/v1/config/case-filters'),
  detail: routeRef<typeof caseRoutes.detail>('get', '/api/v1/cases/:id'),
  documents: routeRef<typeof caseRoutes.documents>('get', '/api/v1/cases/:id/list-documents'),
  bookmark: routeRef<typeof caseRoutes.bookmark>('post', '/api/v1/cases/:id/bookmark'),
  unbookmark: routeRef<typeof caseRoutes.unbookmark>('delete', '/api/v1/cases/:id/bookmark'),
};

/** TanStack Query keys of the case library. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...caseKeys.lists(), query] as const,
  filters: () => [...caseKeys.all, 'filters'] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
  documents: (id: string) => [...caseKeys.all, 'documents', id] as const,
};

export const fetchCases = (query: QueryParams, signal?: AbortSignal) =>
  apiClient.call(routes.list, { query, ...(signal ? { signal } : {}) });

export const fetchCaseFilters = (signal?: AbortSignal) =>
  apiClient.call(routes.filters, signal ? { signal } : {});

export const fetchCase = (id: string, signal?: AbortSignal) =>
  apiClient.call(routes.detail, { params: { id }, ...(signal ? { signal } : {}) });

export const fetchCaseDocuments = (id: string, signal?: AbortSignal) =>
  apiClient.call(routes.documents, { params: { id }, ...(signal ? { signal } : {}) });

export const setCaseBookmark = (id: string, isBookmarked: boolean): Promise<{ isBookmarked: boolean }> =>
  isBookmarked
    ? apiClient.call(routes.bookmark, { params: { id } })
    : apiClient.call(routes.unbookmark, { params: { id } });

export type { CaseCard };
