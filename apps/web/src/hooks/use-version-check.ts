import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchVersionCheck, reportVersionMismatch } from '../api/ops';

/** How often the running server version is compared with this bundle's (specification, section 9). */
export const VERSION_CHECK_INTERVAL_MS = 300_000;

/**
 * Asks the server for its version on load and every five minutes and reports a mismatch with the
 * bundle's own version, once per server version. Failures stay silent.
 */
export const useVersionCheck = () => {
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
    if (!serverVersion || serverVersion === __APP_VERSION__ || reported.current === serverVersion) return;
    reported.current = serverVersion;
    void reportVersionMismatch(serverVersion);
  }, [serverVersion]);
};
