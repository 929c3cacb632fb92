import { notificationsApi } from './notifications-api';

/**
 * The push service worker's script. It only shows pushes and opens their page on a click (no
 * caching): the app's start-up code that removes service workers must keep this one (ADR 0126).
 */
export const PUSH_SW_URL = '/push-sw.js';
export const PUSH_SW_SCOPE = '/push/';

export type PushSupport = 'supported' | 'unsupported';

/** Notifications need the Notification API, a service worker and the Push API. */
export const pushSupport = (): PushSupport =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  'PushManager' in window
    ? 'supported'
    : 'unsupported';

const base64UrlToBytes = (value: string) => {
  const padded = `${value}${'='.repeat((4 - (value.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

const registration = async () =>
  (await navigator.serviceWorker.getRegistration(PUSH_SW_SCOPE)) ??
  navigator.serviceWorker.register(PUSH_SW_URL, { scope: PUSH_SW_SCOPE });

/**
 * Waits until the registration has an active worker. (`navigator.serviceWorker.ready` would never
 * settle: the push worker's scope, /push/, controls no page.)
 */
const activeWorker = (reg: ServiceWorkerRegistration) =>
  new Promise<void>((resolve) => {
    if (reg.active) return resolve();
    const worker = reg.installing ?? reg.waiting;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });

/** This browser's current push subscription, if any. */
export const currentSubscription = async () => {
  if (pushSupport() !== 'supported') return null;
  const reg = await navigator.serviceWorker.getRegistration(PUSH_SW_SCOPE);
  return (await reg?.pushManager.getSubscription()) ?? null;
};

/**
 * Asks for permission (when not yet given), registers the push service worker, subscribes with the
 * server's VAPID key and saves the subscription. Returns the permission the browser ends with.
 */
export const enablePush = async (): Promise<NotificationPermission> => {
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return permission;
  const { publicKey } = await notificationsApi.pushConfig();
  const reg = await registration();
  await activeWorker(reg);
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  await notificationsApi.subscribe(subscription.toJSON());
  return permission;
};

/** Removes this browser's subscription here and on the server. */
export const disablePush = async () => {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await notificationsApi.unsubscribe(subscription.endpoint);
  await subscription.unsubscribe();
};
