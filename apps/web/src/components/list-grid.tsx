import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** How many equal columns the grid has from each breakpoint up, e.g. `{ xs: 1, sm: 2, lg: 3 }`. */
export type GridColumns = Partial<Record<Breakpoint, number>>;

const columnsTemplate = (columns: GridColumns) =>
  Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );

type ListGridProps = {
  columns: GridColumns;
  children: ReactNode;
  /** `ol` where the order means something, `div` for a placeholder that is not a list yet. */
  component?: 'ul' | 'ol' | 'div';
  sx?: SxProps<Theme>;
  'aria-label'?: string;
  'data-testid'?: string;
};

/**
 * A list of cards, figures or links laid out as a grid of equal columns, without bullets or indent.
 * Its items are the `li`s (or `Paper component="li"`s) it is given.
 */
export const ListGrid = ({ columns, children, component = 'ul', sx = [], ...rest }: ListGridProps) => (
  <Box
    component={component}
    {...rest}
    sx={[
      {
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: columnsTemplate(columns),
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    {children}
  </Box>
);
