import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CaseCard as TCaseCard } from '@urosim/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { BookmarkBorderIcon, BookmarkIcon, TimerIcon } from './case-icons';
import { durationText, patientLine, playedText, settingLabel } from './case-labels';
import { LockedStart } from './locked-case';
import { tierAccessText } from './tier-access';

/** The card's labels: its level and tier. No topic: it would give the diagnosis away before the session. */
type Labels = { difficulty: string; tier: string };

/** The tier's tint from the theme (text and border keep at least 4.5:1 on it); none for an unknown tier. */
const tierSx = (tier: string) => (theme: Theme) => {
  const { tier: tints } = theme.palette;
  if (!Object.hasOwn(tints, tier)) return {};
  const tint = tints[tier as keyof typeof tints];
  return { bgcolor: tint.bg, color: tint.fg, borderColor: tint.fg };
};

/**
 * The access tier as a small badge. Its name for screen readers, and its tooltip, say what the
 * tier means for the viewer ("Premium case — open to you until release, …").
 */
export const TierBadge = ({ tier, label }: { tier: string; label: string }) => {
  const meaning = tierAccessText({ tier, name: label });
  return (
    <Tooltip title={meaning} describeChild>
      <Chip
        size="small"
        variant="outlined"
        label={
          <>
            <span aria-hidden="true">{label}</span>
            <Box component="span" sx={visuallyHidden}>
              {meaning}
            </Box>
          </>
        }
        sx={[{ fontWeight: 700 }, tierSx(tier)]}
      />
    </Tooltip>
  );
};

/** One case of the library: what it is, who the patient is, how it went before, and what to do. */
export const CaseCard = ({
  item,
  labels,
  onToggleBookmark,
  isBookmarkPending,
}: {
  item: TCaseCard;
  labels: Labels;
  onToggleBookmark: (item: TCaseCard) => void;
  isBookmarkPending: boolean;
}) => {
  const titleId = useId();
  const bookmarkLabel = `Bookmark ${item.title}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          label={
            <>
              <Box component="span" sx={visuallyHidden}>
                Level:{' '}
              </Box>
              {labels.difficulty}
            </>
          }
          sx={{ bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08), color: 'primary.main' }}
        />
        <TierBadge tier={item.accessTier} label={labels.tier} />
      </Box>
      <Typography id={titleId} component="h2" variant="h3">
        {item.title}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {patientLine(item.patient)}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {' · '}
          {settingLabel(item.setting)}
        </Box>
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {item.summary}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          fontSize: '0.875rem',
          color: 'text.secondary',
        }}
      >
        <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <TimerIcon aria-hidden="true" sx={{ fontSize: 16 }} />
          <Box component="span" sx={visuallyHidden}>
            Duration:{' '}
          </Box>
          {durationText(item.durationSeconds)}
        </Box>
        <li>{playedText(item.timesPlayed, item.bestScore)}</li>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', pt: 1 }}>
        <Button
          component={RouterLink}
          to={`/case-preview?caseId=${encodeURIComponent(item.id)}`}
          variant="outlined"
        >
          Preview
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {item.title}
          </Box>
        </Button>
        {item.locked ? (
          <LockedStart tier={item.accessTier} title={item.title} />
        ) : (
          <Button component={RouterLink} to={`/case/${encodeURIComponent(item.id)}`} variant="contained">
            Start case
            <Box component="span" sx={visuallyHidden}>
              {' '}
              {item.title}
            </Box>
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={item.isBookmarked ? 'Remove bookmark' : 'Bookmark'}>
          <IconButton
            aria-label={bookmarkLabel}
            aria-pressed={item.isBookmarked}
            aria-busy={isBookmarkPending || undefined}
            // Not disabled while saving, so keyboard focus stays on the button.
            onClick={() => {
              if (!isBookmarkPending) onToggleBookmark(item);
            }}
            sx={{ color: 'primary.main' }}
          >
            {item.isBookmarked ? <BookmarkIcon /> : <BookmarkBorderIcon />}
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  );
};

/** A card's shape while the library loads. */
export const CaseCardSkeleton = () => (
  <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1.25 }} aria-hidden="true">
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Skeleton variant="rounded" width={120} height={24} />
      <Skeleton variant="rounded" width={56} height={24} />
    </Box>
    <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} width="80%" />
    <Skeleton variant="text" width="60%" />
    <Skeleton variant="text" />
    <Skeleton variant="text" />
    <Skeleton variant="text" width="40%" />
    <Box sx={{ display: 'flex', gap: 1, pt: 1 }}>
      <Skeleton variant="rounded" width={84} height={36} />
      <Skeleton variant="rounded" width={100} height={36} />
    </Box>
  </Paper>
);
