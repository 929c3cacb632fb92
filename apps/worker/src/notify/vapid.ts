import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The VAPID identity push messages are signed with (RFC 8292). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The configured keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither), else a pair
 * generated once with web-push into DATA_DIR/vapid.json (mode 0600) and read from there after; the
 * api and a separate worker must then share DATA_DIR, or be given the keys.
 */
export const loadVapidKeys = (options: {
  dataDir: string;
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject: string;
}): VapidKeys => {
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey, subject: options.subject };
  const file = path.join(options.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject: options.subject };
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(options.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject: options.subject };
};

/** Loads the keys on first use only (a process that never pushes never writes the file). */
export const lazyVapidKeys = (options: Parameters<typeof loadVapidKeys>[0]) => {
  let keys: VapidKeys | undefined;
  return () => {
    keys ??= loadVapidKeys(options);
    return keys;
  };
};
