import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useVersionCheck } from '../hooks/use-version-check';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Skip link, header, the page in `main`, footer. */
export const AppShell = ({ children }: { children: ReactNode }) => {
  useVersionCheck();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, '&:focus': { outline: 'none' } }}
      >
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
};
