import { useQuery } from '@tanstack/react-query';
import type { ActivityItem } from '@urosim/contracts';
import { dashboardEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of the progress screens. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activity: (limit: number) => [...dashboardKeys.all, 'activity', limit] as const,
  learningStats: () => [...dashboardKeys.all, 'learning-stats'] as const,
  performanceSummary: () => [...dashboardKeys.all, 'performance-summary'] as const,
  topicProgress: () => [...dashboardKeys.all, 'topic-progress'] as const,
  skillsPerformance: () => [...dashboardKeys.all, 'skills-performance'] as const,
};

const withSignal = (signal: AbortSignal) => ({ signal });
// Progress changes with every session played: always asked again when a screen opens.
const fresh = { staleTime: 0 } as const;

export const useDashboardStats = () =>
  useQuery({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => apiClient.call(dashboardEndpoints.stats, withSignal(signal)),
    ...fresh,
  });

export const useActivity = (limit = 20) =>
  useQuery({
    queryKey: dashboardKeys.activity(limit),
    queryFn: ({ signal }) => apiClient.call(dashboardEndpoints.activity, { query: { limit }, signal }),
    select: (data) => data.items,
    ...fresh,
  });

export const useLearningStats = () =>
  useQuery({
    queryKey: dashboardKeys.learningStats(),
    queryFn: ({ signal }) => apiClient.call(dashboardEndpoints.learningStats, withSignal(signal)),
    ...fresh,
  });

export const usePerformanceSummary = () =>
  useQuery({
    queryKey: dashboardKeys.performanceSummary(),
    queryFn: ({ signal }) => apiClient.call(dashboardEndpoints.performanceSummary, withSignal(signal)),
    ...fresh,
  });

export const useTopicProgress = () =>
  useQuery({
    queryKey: dashboardKeys.topicProgress(),
    queryFn: ({ signal }) => apiClient.call(dashboardEndpoints.topicProgress, withSignal(signal)),
    select: (data) => data.topics,
    ...fresh,
  });

export const useSkillsPerformance = () =>
  useQuery({
    queryKey: dashboardKeys.skillsPerformance(),
    queryFn: ({ signal }) => apiClient.call(dashboardEndpoints.skillsPerformance, withSignal(signal)),
    select: (data) => data.skills,
    ...fresh,
  });

export type { ActivityItem };
