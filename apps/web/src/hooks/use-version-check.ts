import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchVersionCheck, reportVersionMismatch } from '../api/ops';
import { VERSION_CHECK_INTERVAL_MS } from '../features/resilience/constants';

export { VERSION_CHECK_INTERVAL_MS };

/**
 * Version sync (specification, sections 4 and 7): asks the server for its version
 * (`/api/version-check?ts=`, no-cache) on load and every five minutes. A version other than the
 * bundle's clears the caches, is stored, and reloads the page once (with `v` on Safari); the
 * mismatch is reported once per server version. On load it also honours `forceLatest` and removes
 * service workers (the push worker excepted) and caches. Failures stay silent.
 */
export const useVersionCheck = () => {
  useEffect(() => {
    // Loaded after the page: none of it is needed for the first paint.
    void import('../features/resilience/version-sync')
      .then((sync) => sync.cleanUpOnLoad())
      .catch(() => undefined);
  }, []);
  const { data } = useQuery({
    queryKey: ['ops', 'version-check'],
    queryFn: fetchVersionCheck,
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
  const reported = useRef<string | null>(null);
  const serverVersion = data?.version;

  useEffect(() => {
    if (!serverVersion) return;
    if (serverVersion !== __APP_VERSION__ && reported.current !== serverVersion) {
      reported.current = serverVersion;
      void reportVersionMismatch(serverVersion);
    }
    void import('../features/resilience/version-sync')
      .then((sync) => sync.syncVersion(serverVersion, __APP_VERSION__))
      .catch(() => undefined);
  }, [serverVersion]);
};
