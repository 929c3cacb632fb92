import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';

export type Column = { label: string; value: number };

/**
 * Figures as columns, drawn in SVG (the web app has no chart library: its charts are its own). The
 * picture is described in words for screen readers; each page also shows the figures as a table.
 */
export const ColumnChart = ({
  title,
  columns,
  format = (value) => String(value),
  max,
  testId,
  showTitle = true,
}: {
  title: string;
  columns: Column[];
  format?: (value: number) => string;
  /** The scale's top (5 for the survey's scores); the largest value otherwise. */
  max?: number;
  testId?: string;
  /** False where a heading above already names the chart: the caption is then for screen readers. */
  showTitle?: boolean;
}) => {
  const theme = useTheme();
  const top = max ?? Math.max(...columns.map((c) => c.value), 0);
  const width = 640;
  const height = 180;
  const gap = 6;
  const barWidth = columns.length ? Math.max(4, (width - gap * columns.length) / columns.length) : 0;
  const summary = columns.length
    ? `${title}: ${columns.map((c) => `${c.label} ${format(c.value)}`).join(', ')}`
    : `${title}: no data yet`;
  return (
    <Box component="figure" sx={{ m: 0, mb: 2 }}>
      <Typography component="figcaption" variant="subtitle2" sx={showTitle ? { mb: 1 } : visuallyHidden}>
        {title}
      </Typography>
      {columns.length === 0 ? (
        <Typography variant="body2">No data in this period yet.</Typography>
      ) : (
        <Box
          component="svg"
          viewBox={`0 0 ${width} ${height + 20}`}
          role="img"
          aria-label={summary}
          sx={{ width: '100%', maxWidth: width, height: 'auto', display: 'block' }}
          data-testid={testId}
        >
          <line
            x1={0}
            y1={height}
            x2={width}
            y2={height}
            stroke={theme.palette.text.secondary}
            strokeWidth={1}
          />
          {columns.map((column, index) => {
            const h = top > 0 ? Math.max(2, (column.value / top) * (height - 10)) : 2;
            const x = index * (barWidth + gap);
            return (
              <g key={column.label}>
                <rect
                  x={x}
                  y={height - h}
                  width={barWidth}
                  height={h}
                  fill={theme.palette.primary.main}
                  rx={2}
                >
                  <title>{`${column.label}: ${format(column.value)}`}</title>
                </rect>
                {columns.length <= 14 ? (
                  <text
                    x={x + barWidth / 2}
                    y={height + 15}
                    textAnchor="middle"
                    fontSize={11}
                    fill={theme.palette.text.primary}
                  >
                    {column.label.length > 10 ? column.label.slice(5) : column.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </Box>
      )}
    </Box>
  );
};
