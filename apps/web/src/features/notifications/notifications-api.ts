import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsSection, UserSettings } from '@urosim/contracts';
import {
  newsEndpoints,
  notificationEndpoints,
  testerEndpoints,
  userSettingsEndpoints,
} from '@urosim/contracts';
import { apiClient, isApiError } from '../../api/client';
import { useAuthUser } from '../auth/auth-provider';
import { applyAccessibility } from './apply-settings';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The calls of the settings, notification centre, News & Updates and tester pages (ADR 0126). */
export const notificationsApi = {
  settings: (signal?: AbortSignal) => apiClient.call(userSettingsEndpoints.settings, withSignal(signal)),
  putSection: (section: SettingsSection, body: Record<string, unknown>) =>
    apiClient.call(userSettingsEndpoints.putSection, { params: { section }, body }),
  reset: () => apiClient.call(userSettingsEndpoints.reset, { body: {} }),
  list: (signal?: AbortSignal) =>
    apiClient.call(notificationEndpoints.list, { query: { limit: 100 }, ...withSignal(signal) }),
  unreadCount: (signal?: AbortSignal) =>
    apiClient.call(notificationEndpoints.unreadCount, withSignal(signal)),
  markRead: (notificationId: string) =>
    apiClient.call(notificationEndpoints.markRead, { params: { notificationId } }),
  markAllRead: () => apiClient.call(notificationEndpoints.markAllRead, {}),
  pushConfig: () => apiClient.call(notificationEndpoints.pushConfig, {}),
  subscribe: (body: PushSubscriptionJSON) =>
    apiClient.call(notificationEndpoints.subscribe, {
      body: body as { endpoint: string; keys: { p256dh: string; auth: string } },
    }),
  unsubscribe: (endpoint: string) =>
    apiClient.call(notificationEndpoints.unsubscribe, { body: { endpoint } }),
  news: (signal?: AbortSignal) =>
    apiClient.call(newsEndpoints.news, { query: { limit: 50 }, ...withSignal(signal) }),
  markNewsRead: (announcementId: string) =>
    apiClient.call(notificationEndpoints.markNewsRead, { params: { announcementId } }),
  report: (body: {
    summary: string;
    details: string;
    pageUrl?: string;
    browser: Record<string, string | number | boolean>;
    screenshot?: string;
  }) => apiClient.call(testerEndpoints.report, { body }),
  featureFlags: (signal?: AbortSignal) => apiClient.call(testerEndpoints.featureFlags, withSignal(signal)),
};

export const settingsKey = (userId: string | undefined) => ['user', 'settings', userId] as const;
export const unreadKey = (userId: string | undefined) => ['notifications', 'unread', userId] as const;
export const listKey = (userId: string | undefined) => ['notifications', 'list', userId] as const;
export const newsKey = (userId: string | undefined) => ['news', userId] as const;

/** The user's settings; applied to the page whenever they load or change. */
export const useUserSettings = () => {
  const { user } = useAuthUser();
  return useQuery({
    queryKey: settingsKey(user?.id),
    queryFn: async ({ signal }) => {
      const { settings } = await notificationsApi.settings(signal);
      applyAccessibility(settings.accessibility);
      return settings;
    },
    enabled: !!user,
    staleTime: 5 * 60_000,
  });
};

/** Saves one section; the answer (the whole settings) is applied at once. */
export const useSaveSection = () => {
  const { user } = useAuthUser();
  const client = useQueryClient();
  return useMutation({
    /** A section and its whole value, or `reset` for every default. */
    mutationFn: (input: { section: SettingsSection; value: Record<string, unknown> } | 'reset') =>
      input === 'reset' ? notificationsApi.reset() : notificationsApi.putSection(input.section, input.value),
    onSuccess: ({ settings }: { settings: UserSettings }) => {
      applyAccessibility(settings.accessibility);
      client.setQueryData(settingsKey(user?.id), settings);
    },
  });
};

/** The header badge's count, polled every minute while the page is visible. */
export const useUnreadCount = () => {
  const { user } = useAuthUser();
  return useQuery({
    queryKey: unreadKey(user?.id),
    queryFn: ({ signal }) => notificationsApi.unreadCount(signal),
    enabled: !!user,
    refetchInterval: 60_000,
    select: (data) => data.unread,
  });
};

/** After a mark-read: the list, the badge and the news read state follow. */
export const useInvalidateNotifications = () => {
  const { user } = useAuthUser();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: unreadKey(user?.id) }),
      client.invalidateQueries({ queryKey: listKey(user?.id) }),
      client.invalidateQueries({ queryKey: newsKey(user?.id) }),
    ]);
};

/** A failed call's message, with the fields the server named. */
export const errorText = (error: unknown) => {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  const fields = error.errors.map((field) => `${field.path}: ${field.message}`);
  return fields.length ? `${error.message} (${fields.join('; ')})` : error.message;
};

export const dateText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
