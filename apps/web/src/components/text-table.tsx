import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const tableSx = {
  borderCollapse: 'collapse',
  width: '100%',
  mb: 2,
  '& caption': { textAlign: 'left', fontWeight: 600, pb: 1 },
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    py: 1,
    px: 1.5,
    borderBottom: 1,
    borderColor: 'border.subtle',
  },
  '& thead th': { fontWeight: 600 },
  '& tbody th': { fontWeight: 400 },
} as const;

type Cell = string | number;

/**
 * A table of text: a caption, the column headings, and rows whose first cell names the row. It
 * scrolls sideways on its own when the screen is narrower than it; `sx` adjusts the table element.
 */
export const TextTable = ({
  caption,
  head,
  rows,
  sx = [],
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly Cell[])[];
  sx?: SxProps<Theme>;
}) => (
  <Box sx={{ overflowX: 'auto' }}>
    <Box component="table" sx={[tableSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
          <tr key={index}>
            <th scope="row">{first}</th>
            {rest.map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  </Box>
);
