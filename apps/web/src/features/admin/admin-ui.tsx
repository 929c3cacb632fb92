import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** An admin page's heading and intro. */
export const AdminPage = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    <Box sx={{ py: { xs: 1, md: 2 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {intro && <Typography sx={{ mb: 3 }}>{intro}</Typography>}
      {children}
    </Box>
  );
};

/** The message of a failed call, with its request id (which the logs screen finds). */
export const errorText = (error: unknown) => {
  if (isApiError(error))
    return `${error.message}${error.requestId ? ` (request id ${error.requestId})` : ''}`;
  return error instanceof Error ? error.message : 'Something went wrong.';
};

/** Loading, failed or the data. */
export const QueryView = <T,>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) => {
  if (query.isPending) return <LoadingBlock label={`Loading ${what}…`} heights={[48, 48, 48]} />;
  if (query.isError)
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        Could not load {what}: {errorText(query.error)}
      </Alert>
    );
  return <>{children(query.data)}</>;
};

/** One figure of the dashboard, linking to its screen. */
export const FigureCard = ({
  label,
  value,
  detail,
  to,
  linkText,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to: string;
  linkText: string;
}) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
    <Typography component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
    {detail && <Typography variant="body2">{detail}</Typography>}
    <Link component={RouterLink} to={to} variant="body2">
      {linkText}
    </Link>
  </Paper>
);

export const formatTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '—';
