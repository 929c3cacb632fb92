import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fetchVersion, fetchVersionCheck, reportVersionMismatch } from '../api/ops';
import { VERSION_CHECK_INTERVAL_MS } from '../features/resilience/constants';

export { VERSION_CHECK_INTERVAL_MS };

/**
 * Asks `fetch` for the server's version every `intervalMs` (not at once) and passes it on; a failed
 * ask stays silent (section 8). Returns the function that stops it.
 */
export const pollVersion = (
  fetch: () => Promise<{ version: string }>,
  onVersion: (version: string) => void,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
) => {
  const timer = setInterval(() => {
    fetch().then(
      ({ version }) => onVersion(version),
      () => undefined,
    );
  }, intervalMs);
  return () => clearInterval(timer);
};

/**
 * Version sync (specification, sections 4 and 7): asks the server for its version
 * (`/api/version-check?ts=`, no-cache) on load and every five minutes, and `/api/version` every
 * five minutes. A version other than the
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
  // `/api/version` every five minutes too; its answer goes the same way as the check's.
  const [polled, setPolled] = useState<{ version: string } | null>(null);
  useEffect(
    () =>
      pollVersion(
        () => fetchVersion(),
        (version) => setPolled({ version }),
      ),
    [],
  );
  const reported = useRef<string | null>(null);
  const [latest, setLatest] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (data?.version) setLatest(data.version);
  }, [data]);
  useEffect(() => {
    if (polled) setLatest(polled.version);
  }, [polled]);
  const serverVersion = latest;

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
