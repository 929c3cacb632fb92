import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A heading or label at the start and what goes with it at the end, wrapping on narrow screens. */
export const SpreadRow = ({ children, mb }: { children: ReactNode; mb: number }) => (
  <Box
    sx={{
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: 1,
      flexWrap: 'wrap',
      mb,
    }}
  >
    {children}
  </Box>
);
