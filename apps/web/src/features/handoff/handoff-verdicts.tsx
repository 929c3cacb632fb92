import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HandoffScore } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { paletteExtras } from '../../components/palette-extras';
import { sbarGuide, verdictTone, verdictWords, wordsText } from './handoff-text';

/** Text and surface of each tone: every pair keeps at least 4.5:1. */
const tones = {
  strong: { color: '#1e5f2c', bgcolor: '#e6f4ea' },
  fair: { color: paletteExtras.amber.text, bgcolor: paletteExtras.amber.surface },
  weak: { color: paletteExtras.red.dark, bgcolor: paletteExtras.red.surface },
  neutral: { color: paletteExtras.neutral[700], bgcolor: paletteExtras.neutral[150] },
} as const;

export type Tone = keyof typeof tones;

/** A small coloured label (a section's status or verdict); its words carry the meaning. */
export const Tag = ({ tone, children }: { tone: Tone; children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      ...tones[tone],
      display: 'inline-block',
      px: 1,
      py: 0.25,
      borderRadius: 1,
      fontSize: '0.8125rem',
      fontWeight: 700,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
    }}
  >
    {children}
  </Box>
);

const PointList = ({ title, items }: { title: string; items: string[] }) =>
  items.length === 0 ? null : (
    <Box>
      <Typography component="p" variant="body2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );

/**
 * The hand-off's score: the percentage of its points met, then each SBAR section's verdict with
 * the points it met and missed and what its structure lacks. `level` is the sections' heading level.
 */
export const SectionVerdicts = ({ score, level }: { score: HandoffScore; level: 3 | 4 }) => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Typography data-testid="handoff-percent">
      <Box component="strong" sx={{ fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}>
        {Math.round(score.percent)}%
      </Box>{' '}
      of the case’s hand-off points met.
    </Typography>
    <Box
      component="ul"
      aria-label="Verdict by SBAR section"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {score.sections.map((verdict) => (
        <Box
          component="li"
          key={verdict.section}
          data-section={verdict.section}
          sx={{ border: 1, borderColor: 'border.subtle', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component={`h${level}`} variant="h3" sx={{ fontSize: '1rem' }}>
              {sbarGuide[verdict.section].label}
            </Typography>
            <Tag tone={verdictTone[verdict.verdict]}>{verdictWords[verdict.verdict]}</Tag>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {wordsText(verdict.words)}
            </Typography>
          </Box>
          {verdict.verdict === 'missing' && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Not written.
            </Typography>
          )}
          <PointList title="Points met" items={verdict.met} />
          <PointList title="Points missed" items={verdict.missed} />
          <PointList title="What the structure lacks" items={verdict.gaps} />
        </Box>
      ))}
    </Box>
  </Box>
);
