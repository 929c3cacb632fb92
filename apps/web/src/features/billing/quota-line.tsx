import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UsageEntry } from '@urosim/contracts';
import { quotaDisplay } from '@urosim/domain';

/**
 * The user menu's one-line quota (sections 6 and 9): 'Unlimited' for admins and unlimited plans;
 * otherwise what is left and the share used, in the warning colour above 80 % used.
 */
export const QuotaLine = ({
  entry,
  isAdmin,
}: {
  entry: Partial<UsageEntry> | null | undefined;
  isAdmin: boolean;
}) => {
  const quota = quotaDisplay(entry, { isAdmin });
  return (
    <Typography variant="body2" data-testid="quota">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Sessions:
      </Box>{' '}
      <Box component="strong" sx={{ color: quota.isWarning ? 'warning.dark' : 'text.primary' }}>
        {quota.text}
      </Box>
      {!quota.isUnlimited && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          ({quota.percentUsed}% used)
        </Box>
      )}
    </Typography>
  );
};
