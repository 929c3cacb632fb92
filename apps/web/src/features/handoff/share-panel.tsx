import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { ConfirmDialog } from '../billing/confirm-dialog';
import { dateTimeText, sharedUntilText } from './handoff-text';
import { type Handoff, reportingKeys, revokeShareLink } from './reporting-api';
import { ShareLinkView } from './share-dialog';
import { forgetShareLink, recallShareLink } from './share-store';

/**
 * Whether the hand-off is shared now: the link again when this tab made it, else until when it
 * works; a new link, and Stop sharing (asked first).
 */
export const SharePanel = ({ handoff, onShare }: { handoff: Handoff; onShare: () => void }) => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { sessionId, share } = handoff;
  const link = recallShareLink(sessionId, share);

  const revoke = useMutation({
    mutationFn: () => revokeShareLink(sessionId),
    onSuccess: () => {
      forgetShareLink(sessionId);
      queryClient.setQueryData<Handoff>(reportingKeys.handoff(sessionId), (current) =>
        current ? { ...current, share: null } : current,
      );
      setIsConfirming(false);
      setNotice('Sharing stopped. The link no longer opens the hand-off.');
    },
  });

  // A new link makes the note of the stopped one stale.
  useEffect(() => {
    if (share) setNotice('');
  }, [share]);
  // The button that opened the question is gone with the link: the focus goes to this section.
  useEffect(() => {
    if (notice && !isConfirming) heading.current?.focus();
  }, [notice, isConfirming]);

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Typography
        id={headingId}
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h2"
        sx={{ mb: 1, '&:focus': { outline: 'none' } }}
      >
        Sharing
      </Typography>
      <Typography role="status" sx={{ mb: notice ? 1 : 0, fontWeight: 600 }}>
        {notice}
      </Typography>
      {share ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="share-state">
          {link ? <ShareLinkView link={link} /> : <Typography>{sharedUntilText(share.expiresAt)}</Typography>}
          {!link && share.includeTranscript && (
            <Typography variant="body2">The link shows the consultation transcript too.</Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={onShare}>
              Make a new link
            </Button>
            <Button variant="outlined" color="error" onClick={() => setIsConfirming(true)}>
              Stop sharing
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="share-state">
          <Typography sx={{ color: 'text.secondary' }}>
            Not shared. Share makes a link that lets a supervisor or colleague read this hand-off, as you edit
            it, without signing in.
          </Typography>
        </Box>
      )}
      {revoke.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Sharing could not be stopped.{' '}
          {isApiError(revoke.error) ? revoke.error.message : 'Please try again.'}
        </Alert>
      )}
      <ConfirmDialog
        open={isConfirming}
        title="Stop sharing this hand-off?"
        text={`The link${share ? `, which works until ${dateTimeText(share.expiresAt)},` : ''} stops working at once, also for anyone who has it open. You can make a new link later.`}
        confirmLabel="Stop sharing"
        cancelLabel="Keep sharing"
        isBusy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </Paper>
  );
};
