import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Title, lines and buttons: the frame of the app's plainer error pages. */
export const PlainErrorPage = ({
  title,
  lines,
  children,
}: {
  title: string;
  lines: string[];
  children?: ReactNode;
}) => (
  <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
    <Stack spacing={2} role="alert" sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">{title}</Typography>
      {lines.map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
      {children}
    </Stack>
  </Container>
);
