import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A full-area spinner with a title and a line of text, announced politely. */
export const LoadingScreen = ({ title, message }: { title: string; message?: string }) => (
  <Box
    role="status"
    aria-live="polite"
    sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '60vh', px: 2 }}
  >
    <CircularProgress aria-hidden="true" />
    <Typography component="p" variant="h3" sx={{ textAlign: 'center' }}>
      {title}
    </Typography>
    {message && (
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {message}
      </Typography>
    )}
  </Box>
);
