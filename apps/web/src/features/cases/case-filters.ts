import { accessTiers, caseDifficulties, caseTopics } from '@urosim/contracts';
import type { CaseListQuery } from './cases-api';

/** The case selection's filters, kept in the page's query so Back and a shared link restore them. */
export type CaseFilters = {
  q: string;
  topic: string;
  difficulty: string;
  /** Longest duration in minutes, as the filter options give it ('10', '15', ...). */
  maxMinutes: string;
  tier: string;
  isBookmarkedOnly: boolean;
};

export const NO_FILTERS: CaseFilters = {
  q: '',
  topic: '',
  difficulty: '',
  maxMinutes: '',
  tier: '',
  isBookmarkedOnly: false,
};

/** Reads the filters from the page's query; unknown or malformed values are ignored. */
export const filtersFromSearch = (params: URLSearchParams): CaseFilters => {
  const minutes = params.get('maxMinutes') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    topic: params.get('topic') ?? '',
    difficulty: params.get('difficulty') ?? '',
    maxMinutes: /^\d{1,2}$/.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= 60 ? minutes : '',
    tier: params.get('tier') ?? '',
    isBookmarkedOnly: params.get('bookmarked') === 'true',
  };
};

/** The filters as the page's query, without empty values (other parameters are kept). */
export const filtersToSearch = (filters: CaseFilters, base = new URLSearchParams()) => {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string) => {
    if (value) params.set(name, value);
    else params.delete(name);
  };
  set('q', filters.q.trim());
  set('topic', filters.topic);
  set('difficulty', filters.difficulty);
  set('maxMinutes', filters.maxMinutes);
  set('tier', filters.tier);
  set('bookmarked', filters.isBookmarkedOnly ? 'true' : '');
  return params;
};

/** The filters as the query of GET /cases. */
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The list call's query; a filter value the api does not know (a hand-edited address) is left out. */
export const filtersToQuery = (filters: CaseFilters): CaseListQuery => ({
  ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  ...(isOneOf(caseTopics, filters.topic) ? { topic: filters.topic } : {}),
  ...(isOneOf(caseDifficulties, filters.difficulty) ? { difficulty: filters.difficulty } : {}),
  ...(isOneOf(accessTiers, filters.tier) ? { tier: filters.tier } : {}),
  ...(filters.maxMinutes ? { maxMinutes: Number(filters.maxMinutes) } : {}),
  ...(filters.isBookmarkedOnly ? { bookmarked: 'true' as const } : {}),
});

export const hasActiveFilters = (filters: CaseFilters) =>
  filters.q.trim() !== '' ||
  filters.topic !== '' ||
  filters.difficulty !== '' ||
  filters.maxMinutes !== '' ||
  filters.tier !== '' ||
  filters.isBookmarkedOnly;
