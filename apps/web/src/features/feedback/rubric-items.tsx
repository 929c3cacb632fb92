import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { paletteExtras } from '../../components/palette-extras';
import { Evidence } from './evidence';
import { Definitions } from './feedback-section';
import { categoryLabel, isRedFlag, type RubricResult } from './feedback-view';

const { amber, red, neutral } = paletteExtras;

/** Small tags on an item: critical, red flag, its category. Text and border keep 4.5:1. */
const tagColours = {
  critical: { bgcolor: red.surface, color: red.dark, borderColor: red.dark },
  'red-flag': { bgcolor: amber.surface, color: amber.dark, borderColor: amber.dark },
  plain: { bgcolor: neutral[100], color: neutral[700], borderColor: neutral[500] },
};

const Tag = ({ tone, children }: { tone: keyof typeof tagColours; children: ReactNode }) => (
  <Box
    component="span"
    sx={{
      display: 'inline-block',
      px: 1,
      py: 0.125,
      border: 1,
      borderRadius: 10,
      fontSize: '0.8125rem',
      fontWeight: tone === 'plain' ? 500 : 700,
      lineHeight: 1.6,
      ...tagColours[tone],
    }}
  >
    {children}
  </Box>
);

/** A card of the item lists, its wide left edge in the colour that says what it is. */
export const ItemCard = ({
  outline,
  edge = outline,
  children,
  ...data
}: { outline: string; edge?: string; children: ReactNode } & Record<`data-${string}`, string>) => (
  <Box
    component="li"
    {...data}
    sx={{
      p: 1.75,
      border: 1,
      borderColor: outline,
      borderLeftWidth: 5,
      borderLeftColor: edge,
      borderRadius: 1,
    }}
  >
    {children}
  </Box>
);

const ItemHeading = ({ result, labels }: { result: RubricResult; labels: Feedback['categories'] }) => (
  <>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 0.75 }}>
      {result.critical && <Tag tone="critical">Critical</Tag>}
      {isRedFlag(result) && <Tag tone="red-flag">Red flag</Tag>}
      {!isRedFlag(result) && <Tag tone="plain">{categoryLabel(result.category, labels)}</Tag>}
    </Box>
    <Typography component="h3" variant="h3" sx={{ mb: result.met ? 1 : 0.75 }}>
      {result.description}
    </Typography>
  </>
);

/** A missed item: what was missing and why it matters. Critical and red-flag items stand out. */
export const MissedItem = ({ result, labels }: { result: RubricResult; labels: Feedback['categories'] }) => (
  <ItemCard
    data-item-id={result.itemId}
    outline={result.critical ? red.dark : isRedFlag(result) ? amber.main : 'divider'}
  >
    <ItemHeading result={result} labels={labels} />
    {result.missing ? (
      <Definitions
        gap={0.75}
        entries={[
          { term: 'What was missing', description: result.missing.what },
          { term: 'Why it matters', description: result.missing.why },
        ]}
      />
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>Not met in this session.</Typography>
    )}
  </ItemCard>
);

/** An item met, with what met it. */
export const StrengthItem = ({
  result,
  labels,
  patientName,
  onShow,
}: {
  result: RubricResult;
  labels: Feedback['categories'];
  patientName: string;
  onShow: (ids: string[]) => void;
}) => (
  <ItemCard data-item-id={result.itemId} outline="divider" edge="success.main">
    <ItemHeading result={result} labels={labels} />
    <Evidence result={result} patientName={patientName} onShow={onShow} />
  </ItemCard>
);
