import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { safeSessionStorage } from './chunk-reload';
import { STORAGE_KEYS, UPDATE_BANNER_MS } from './constants';
import { readUpdateRetries } from './update-required';

/**
 * 'Application Update Required' (section 8): shown when a chunk failed to load, with Refresh Now
 * and Dismiss; hidden after 30 s; no longer offered after 3 refreshes.
 */
export const UpdateBanner = ({ onClose }: { onClose: () => void }) => {
  useEffect(() => {
    const timer = setTimeout(onClose, UPDATE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  const refresh = () => {
    try {
      safeSessionStorage()?.setItem(STORAGE_KEYS.updateBannerRetries, String(readUpdateRetries() + 1));
    } catch {
      // storage off
    }
    window.location.reload();
  };
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: 1400, maxWidth: 560, mx: 'auto' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={refresh}>
            Refresh Now
          </Button>
          <Button color="inherit" size="small" onClick={onClose}>
            Dismiss
          </Button>
        </Stack>
      }
    >
      <AlertTitle>Application Update Required</AlertTitle>
      The application has been updated. Please refresh the page to continue.
    </Alert>
  );
};
