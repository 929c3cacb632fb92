import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { findPublicPage, type PublicPage } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The public page registered at `path` (a missing one is a programming error, caught by tests). */
export const publicPage = (path: string): PublicPage => {
  const page = findPublicPage(path);
  if (!page) throw new Error(`${path} is not in publicPages`);
  return page;
};

/**
 * The frame of a public website page: title and description from `publicPages`, the page's one h1
 * and an optional lead paragraph, then the content in a readable measure.
 */
export const PublicPageLayout = ({
  path,
  lead,
  children,
  wide = false,
}: {
  path: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Full container width (tables, card grids) instead of a reading measure. */
  wide?: boolean;
}) => {
  const page = publicPage(path);
  useDocumentTitle(page.title, page.description);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2, maxWidth: '30ch' }}>
        {page.heading}
      </Typography>
      {lead && (
        <Typography
          component="p"
          sx={{ fontSize: '1.125rem', mb: 4, maxWidth: '65ch', color: 'text.secondary' }}
        >
          {lead}
        </Typography>
      )}
      <Box sx={wide ? undefined : { maxWidth: '72ch' }}>{children}</Box>
    </Container>
  );
};
