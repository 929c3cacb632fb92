import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The honest note of screens that later issues fill. */
export const BeingBuilt = () => (
  <Box
    role="note"
    sx={{
      mt: 3,
      p: 2,
      borderLeft: 4,
      borderColor: 'primary.main',
      bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
      maxWidth: '70ch',
    }}
  >
    <Typography>This part of UroSim is being built. It will arrive in a later release.</Typography>
  </Box>
);

/** A screen whose route, guard and layout are in place and whose content comes later. */
export const PlaceholderPage = ({ title, children }: { title: string; children?: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children && <Box sx={{ maxWidth: '70ch', '& p': { mb: 1.5 } }}>{children}</Box>}
      <BeingBuilt />
    </Container>
  );
};
