import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ComingFeature, comingSoon, comingSoonSentences } from '@urosim/contracts';

const tagSx = {
  display: 'inline-block',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  border: 1,
  borderColor: 'notice.comingSoon.border',
  bgcolor: 'notice.comingSoon.bg',
  color: 'notice.comingSoon.fg',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.5,
  letterSpacing: '0.02em',
} as const;

/** A small "Coming soon" label beside a feature that is not released yet; nothing once it is. */
export const ComingSoonTag = ({
  feature,
  label = 'Coming soon',
}: {
  feature: ComingFeature;
  label?: string;
}) =>
  comingSoon[feature] ? (
    <Box component="span" sx={tagSx}>
      {label}
    </Box>
  ) : null;

/** The "coming in a later release" sentences of the given features, as a note; nothing once released. */
export const ComingSoonNote = ({ features }: { features: ComingFeature[] }) => {
  const sentences = comingSoonSentences(...features);
  if (sentences.length === 0) return null;
  return (
    <Typography
      role="note"
      sx={{
        mb: 2,
        p: 1.5,
        borderLeft: 4,
        borderColor: 'notice.comingSoon.border',
        bgcolor: 'notice.comingSoon.bg',
        color: 'notice.comingSoon.fgNote',
      }}
    >
      <strong>Coming soon.</strong> {sentences.join(' ')}
    </Typography>
  );
};
