import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { LiveConnection } from './use-live-room';

/** How long the banner stays (specification, section 8). */
export const BANNER_MS = 15_000;

/**
 * The Connection Lost banner (specification, section 8): shown when the live room cannot connect or
 * reconnect, with a Refresh Page button, dismissed by itself after 15 seconds (and shown again if the
 * connection is lost again later).
 */
export const ConnectionLostBanner = ({ connection }: { connection: LiveConnection }) => {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (connection !== 'lost') {
      setIsShown(false);
      return;
    }
    setIsShown(true);
    const timer = setTimeout(() => setIsShown(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [connection]);
  if (!isShown) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      }
    >
      <strong>Connection Lost</strong> - Unable to connect to the server. Please check your internet
      connection and refresh the page.
    </Alert>
  );
};
