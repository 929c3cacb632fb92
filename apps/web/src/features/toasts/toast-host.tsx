import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../components/icons';
import { type Toast, type ToastStore, type ToastType, toastStore } from './toast-store';

// The theme's status colours (darker than MUI's), so the icon and border keep 3:1 and the title 4.5:1 on white.
const tone: Record<ToastType, { color: string; Icon: typeof InfoIcon }> = {
  info: { color: 'primary.main', Icon: InfoIcon },
  success: { color: 'status.success', Icon: SuccessIcon },
  warning: { color: 'status.warning', Icon: WarningIcon },
  error: { color: 'status.error', Icon: ErrorIcon },
};

const ToastCard = ({ toast, store }: { toast: Toast; store: ToastStore }) => {
  const { color, Icon } = tone[toast.type];
  const isUrgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <Paper
      elevation={6}
      role={isUrgent ? 'alert' : undefined}
      sx={{ display: 'flex', gap: 1.5, p: 2, borderLeft: 6, borderColor: color, pointerEvents: 'auto' }}
    >
      {toast.icon ? (
        <Box aria-hidden="true" sx={{ color, mt: 0.25, display: 'flex' }}>
          {toast.icon}
        </Box>
      ) : (
        <Icon aria-hidden="true" sx={{ color, mt: 0.25 }} />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {toast.title && (
          <Typography component="p" sx={{ fontWeight: 700, color }}>
            {toast.title}
          </Typography>
        )}
        <Typography variant="body2">{toast.message}</Typography>
        {toast.actions.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            {toast.actions.map((action, index) => (
              <Button
                key={action.label}
                size="small"
                variant={index === 0 ? 'contained' : 'outlined'}
                onClick={() => {
                  action.onClick?.();
                  if (action.dismiss !== false) store.remove(toast.id);
                }}
              >
                {action.label}
              </Button>
            ))}
          </Box>
        )}
      </Box>
      {toast.actions.length === 0 && (
        <IconButton
          size="small"
          aria-label="Dismiss notification"
          onClick={() => store.remove(toast.id)}
          sx={{ alignSelf: 'flex-start', mt: -0.5, mr: -0.5 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Paper>
  );
};

/**
 * The toast stack, bottom right (full width on small screens). Hovering it, or moving the keyboard
 * focus into it, pauses every timer, so nobody loses a message while reading or reaching it.
 */
export const ToastHost = ({ store = toastStore }: { store?: ToastStore }) => {
  const toasts = useSyncExternalStore(store.subscribe, store.getToasts, store.getToasts);
  return (
    <Box
      component="section"
      aria-label="Notifications"
      aria-live="polite"
      onMouseEnter={store.pause}
      onMouseLeave={store.resume}
      onFocus={store.pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.resume();
      }}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        width: { sm: 380 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.length > 1 && (
        <Button
          size="small"
          variant="contained"
          onClick={store.clear}
          sx={{ alignSelf: 'flex-end', pointerEvents: 'auto', boxShadow: 2 }}
        >
          Clear all notifications
        </Button>
      )}
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} store={store} />
      ))}
    </Box>
  );
};
