import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UsageEntry } from '@urosim/contracts';
import { quotaDisplay } from '@urosim/domain';

/**
 * One entitlement's quota (sections 6 and 9): 'Unlimited' for admins and unlimited plans; otherwise
 * what is left and the share used, in the warning colour above 80 % used (allowances below 999).
 */
/** How an entitlement's units are named: sessions, or the HeyGen avatar's minutes (ADR 0132). */
export const QUOTA_NOUNS = {
  sessions: { many: 'sessions', one: 'session' },
  avatar_minutes: { many: 'minutes', one: 'avatar minute' },
} as const;

export const QuotaDisplay = ({
  entry,
  isAdmin,
  label = 'Sessions',
  noun = QUOTA_NOUNS.sessions,
}: {
  entry: Partial<UsageEntry> | null | undefined;
  isAdmin: boolean;
  label?: string;
  noun?: { many: string; one: string };
}) => {
  const quota = quotaDisplay(entry, { isAdmin, noun: noun.many });
  if (quota.isUnlimited)
    return (
      <Typography data-testid="quota">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:
        </Box>{' '}
        <strong>Unlimited</strong>
      </Typography>
    );
  const colour = quota.isWarning ? 'warning.dark' : 'text.primary';
  return (
    <Box data-testid="quota">
      <Typography>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}:
        </Box>{' '}
        <Box component="strong" sx={{ color: colour }}>
          {quota.text}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          ({quota.percentUsed}% used)
        </Box>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={quota.percentUsed}
        color={quota.isWarning ? 'warning' : 'primary'}
        aria-label={`${label} used: ${quota.percentUsed}%`}
        sx={{ mt: 1, height: 8, borderRadius: 4, maxWidth: 420 }}
      />
      {quota.isWarning && (
        <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5, fontWeight: 600 }}>
          {quota.remaining === 0
            ? `You have used every ${noun.one} of this period.`
            : `You have used more than 80% of this period’s ${noun.many}.`}
        </Typography>
      )}
    </Box>
  );
};
