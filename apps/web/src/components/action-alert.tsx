import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** An alert with one way out beside its message (Try again, Start afresh); none without `onAction`. */
export const ActionAlert = ({
  severity,
  actionLabel,
  onAction,
  sx,
  children,
}: {
  severity: AlertProps['severity'];
  actionLabel: string;
  onAction?: (() => void) | undefined;
  sx?: AlertProps['sx'];
  children: ReactNode;
}) => (
  <Alert
    severity={severity}
    sx={sx}
    action={
      onAction ? (
        <Button color="inherit" size="small" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : undefined
    }
  >
    {children}
  </Alert>
);
