import type { CaseCard, caseRoutes, RouteQuery } from '@urosim/contracts';
import { caseEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** The filters and search of the case list, as its contract types them. */
export type CaseListQuery = RouteQuery<typeof caseRoutes.list>;

/** TanStack Query keys of the case library. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (query: CaseListQuery) => [...caseKeys.lists(), query] as const,
  filters: () => [...caseKeys.all, 'filters'] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
  documents: (id: string) => [...caseKeys.all, 'documents', id] as const,
};

export const fetchCases = (query: CaseListQuery, signal?: AbortSignal) =>
  apiClient.call(caseEndpoints.list, { query, ...(signal ? { signal } : {}) });

export const fetchCaseFilters = (signal?: AbortSignal) =>
  apiClient.call(caseEndpoints.filters, signal ? { signal } : {});

export const fetchCase = (id: string, signal?: AbortSignal) =>
  apiClient.call(caseEndpoints.detail, { params: { id }, ...(signal ? { signal } : {}) });

export const fetchCaseDocuments = (id: string, signal?: AbortSignal) =>
  apiClient.call(caseEndpoints.documents, { params: { id }, ...(signal ? { signal } : {}) });

export const setCaseBookmark = (id: string, isBookmarked: boolean): Promise<{ isBookmarked: boolean }> =>
  isBookmarked
    ? apiClient.call(caseEndpoints.bookmark, { params: { id } })
    : apiClient.call(caseEndpoints.unbookmark, { params: { id } });

export type { CaseCard };
