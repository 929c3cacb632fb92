import { useQuery } from '@tanstack/react-query';
import { adminEndpoints, type ContractAt, type RouteQuery } from '@urosim/contracts';
import { apiClient } from '../../api/client';

type Q<E extends keyof typeof adminEndpoints> = RouteQuery<ContractAt<(typeof adminEndpoints)[E]>>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The admin area core's calls (issue 17). */
export const adminApi = {
  stats: (signal?: AbortSignal) => apiClient.call(adminEndpoints.stats, withSignal(signal)),
  users: (query: Q<'users'>, signal?: AbortSignal) =>
    apiClient.call(adminEndpoints.users, { query, ...withSignal(signal) }),
  user: (userId: string, signal?: AbortSignal) =>
    apiClient.call(adminEndpoints.user, { params: { userId }, ...withSignal(signal) }),
  disableUser: (userId: string) => apiClient.call(adminEndpoints.disableUser, { params: { userId } }),
  enableUser: (userId: string) => apiClient.call(adminEndpoints.enableUser, { params: { userId } }),
  resendVerification: (userId: string) =>
    apiClient.call(adminEndpoints.resendVerification, { params: { userId } }),
  setAdmin: (userId: string, isAdmin: boolean) =>
    apiClient.call(adminEndpoints.setAdmin, { params: { userId }, body: { isAdmin } }),
  logs: (query: Q<'logs'>, signal?: AbortSignal) =>
    apiClient.call(adminEndpoints.logs, { query, ...withSignal(signal) }),
  audit: (query: Q<'audit'>, signal?: AbortSignal) =>
    apiClient.call(adminEndpoints.audit, { query, ...withSignal(signal) }),
  routes: (signal?: AbortSignal) => apiClient.call(adminEndpoints.routes, withSignal(signal)),
  todos: (signal?: AbortSignal) => apiClient.call(adminEndpoints.todos, withSignal(signal)),
  addTodo: (title: string) => apiClient.call(adminEndpoints.addTodo, { body: { title } }),
  updateTodo: (todoId: string, changes: { title?: string; done?: boolean }) =>
    apiClient.call(adminEndpoints.updateTodo, { params: { todoId }, body: changes }),
  deleteTodo: (todoId: string) => apiClient.call(adminEndpoints.deleteTodo, { params: { todoId } }),
};

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: (query: Q<'users'>) => ['admin', 'users', query] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  logs: (query: Q<'logs'>) => ['admin', 'logs', query] as const,
  audit: (query: Q<'audit'>) => ['admin', 'audit', query] as const,
  routes: ['admin', 'routes'] as const,
  todos: ['admin', 'todos'] as const,
};

export const useAdminStats = () =>
  useQuery({ queryKey: adminKeys.stats, queryFn: ({ signal }) => adminApi.stats(signal) });
