import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paletteExtras } from './palette-extras';
import { SpreadRow } from './spread-row';
import { visuallyHidden } from './visually-hidden';

export type LabelledBar = {
  key: string;
  label: ReactNode;
  /** The figure beside the label, in `valueColour` when that carries meaning. */
  value: ReactNode;
  valueColour?: string;
  /** What follows the figure, in secondary text. */
  detail: ReactNode;
  /** Said to screen readers after the detail (the tone in words, say). */
  spokenNote?: string | null;
  /** The bar's length, 0–100. */
  percent: number;
  colour: string;
  /** Keeps a short bar visible. */
  minWidth: number;
  /** `data-*` attributes of the row. */
  data?: Record<`data-${string}`, string>;
};

/**
 * Figures as horizontal bars (scores by category, skill or topic; times). Every bar has its value
 * as text beside it, so the list itself is the text alternative; the bars are decoration for
 * sighted readers, and keep at least 3:1 against their track and the page (WCAG 1.4.11).
 */
export const LabelledBars = ({
  rows,
  labelledBy,
  size = 'medium',
}: {
  rows: LabelledBar[];
  labelledBy: string;
  size?: 'medium' | 'large';
}) => {
  const height = size === 'large' ? 12 : 10;
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: size === 'large' ? 1.75 : 1.5 }}
    >
      {rows.map((row) => (
        <Box component="li" key={row.key} {...row.data}>
          <SpreadRow mb={0.5}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {row.label}
            </Typography>
            <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <Box component="strong" sx={row.valueColour ? { color: row.valueColour } : {}}>
                {row.value}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                {' '}
                · {row.detail}
                {row.spokenNote && (
                  <Box component="span" sx={visuallyHidden}>
                    , {row.spokenNote}
                  </Box>
                )}
              </Box>
            </Typography>
          </SpreadRow>
          <Box
            aria-hidden="true"
            sx={{
              height,
              borderRadius: height / 2,
              bgcolor: paletteExtras.neutral[200],
              overflow: 'hidden',
              border: 1,
              borderColor: paletteExtras.neutral[500],
            }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${row.percent}%`,
                minWidth: row.minWidth,
                bgcolor: row.colour,
                borderRadius: height / 2,
              }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
};
