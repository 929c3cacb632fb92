import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type Responsive = { xs: string; sm?: string; md?: string; lg?: string };

/** Sections side by side on a grid (gap 2, tops aligned): its columns, and areas, by breakpoint. */
export const SectionGrid = ({
  columns,
  areas,
  children,
}: {
  columns: Responsive;
  areas?: Responsive;
  children: ReactNode;
}) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      alignItems: 'start',
      gridTemplateColumns: columns,
      ...(areas ? { gridTemplateAreas: areas } : {}),
    }}
  >
    {children}
  </Box>
);
