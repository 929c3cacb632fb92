import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { errorText } from './admin-business-api';

/** The frame of an admin business screen: its heading, a line on what it is, and its state. */
export const AdminFrame = ({
  title,
  intro,
  isLoading,
  error,
  children,
}: {
  title: string;
  intro: ReactNode;
  isLoading?: boolean;
  error?: unknown;
  children?: ReactNode;
}) => {
  useDocumentTitle(title);
  return (
    // The admin layout gives the side navigation and the page's width (as AdminPage of the core screens).
    <Box sx={{ py: { xs: 1, md: 2 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intro}</Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(error)}
        </Alert>
      ) : null}
      {isLoading ? <CircularProgress aria-label={`Loading ${title.toLowerCase()}`} /> : children}
    </Box>
  );
};

/** A titled section of a screen. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
};
