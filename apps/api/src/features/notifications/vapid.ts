import type { Config } from '@urosim/config';
import { lazyVapidKeys, type VapidKeys } from '@urosim/worker';

const byConfig = new WeakMap<Config, () => VapidKeys>();

/** The VAPID keys of this configuration (configured, else DATA_DIR/vapid.json), loaded on first use. */
export const vapidOf = (config: Config) => {
  let keys = byConfig.get(config);
  if (!keys) {
    keys = lazyVapidKeys({
      dataDir: config.DATA_DIR,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    });
    byConfig.set(config, keys);
  }
  return keys;
};
