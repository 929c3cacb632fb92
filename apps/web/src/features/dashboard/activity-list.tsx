import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ActivityItem } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { visuallyHidden } from '../../components/visually-hidden';
import { activityHref, activityStatus, dateTimeText, durationWords, scoreText } from './progress-format';

/** Loading and failed states of a progress query; the data through `children`. */
export const QueryGate = <T,>({
  query,
  what,
  height = 160,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  height?: number;
  children: (data: T) => ReactNode;
}) => {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        Your {what} could not be loaded. {isApiError(query.error) ? query.error.message : ''}
      </Alert>
    );
  }
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading your {what}…
      </Box>
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
};

const FlagChip = () => (
  <Chip
    size="small"
    label="Red flag missed"
    sx={{
      bgcolor: 'notice.error.bg',
      color: 'notice.error.fg',
      border: 1,
      borderColor: 'notice.error.fg',
      fontWeight: 700,
    }}
  />
);

/**
 * Played sessions, newest first, as a timeline: date, case, duration, score and flag; ended
 * sessions link to their feedback, running ones back to the case.
 */
export const ActivityTimeline = ({ items, labelledBy }: { items: ActivityItem[]; labelledBy: string }) => (
  <Box
    component="ol"
    aria-labelledby={labelledBy}
    data-testid="activity-list"
    sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}
  >
    {items.map((item) => {
      const isEnded = item.phase === 'ended';
      return (
        <Box
          component="li"
          key={item.sessionId}
          data-session-id={item.sessionId}
          sx={{
            position: 'relative',
            pl: 3.5,
            pb: 2.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 7,
              top: 6,
              bottom: 0,
              width: 2,
              bgcolor: 'border.subtle',
            },
            '&:last-of-type::before': { display: 'none' },
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: 0,
              top: 4,
              width: 16,
              height: 16,
              borderRadius: '50%',
              border: '3px solid',
              borderColor: isEnded ? 'primary.main' : 'tone.fair',
              bgcolor: 'common.white',
            }}
          />
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={item.startedAt}>{dateTimeText(item.startedAt)}</time>
          </Typography>
          <Typography component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, my: 0.25 }}>
            <Link component={RouterLink} to={activityHref(item)}>
              {item.caseTitle}
              <Box component="span" sx={visuallyHidden}>
                {isEnded ? ': view feedback' : ': continue the session'}
              </Box>
            </Link>
          </Typography>
          <Box
            component="p"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1.5,
              fontSize: '0.95rem',
              m: 0,
            }}
          >
            <span>{activityStatus(item)}</span>
            <span>Duration: {durationWords(item.durationSeconds)}</span>
            <span>
              Score: <strong>{scoreText(item.overall)}</strong>
            </span>
            {item.flagged && <FlagChip />}
          </Box>
        </Box>
      );
    })}
  </Box>
);
