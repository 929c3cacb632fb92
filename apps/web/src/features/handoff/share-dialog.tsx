import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { dateTimeText, daysText, SHARE_DAY_CHOICES, SHARE_DEFAULT_DAYS } from './handoff-text';
import { createShareLink, type Handoff, type HandoffShareLink, reportingKeys } from './reporting-api';
import { absoluteUrl, rememberShareLink } from './share-store';

/** Copies text to the clipboard; false when the browser refuses (the field is then selected). */
const copyText = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * A share link made by this tab: the address in a read-only field to copy, how long it works and
 * its PDF. `isFocused`: Copy link takes the focus when it appears.
 */
export const ShareLinkView = ({
  link,
  isFocused = false,
}: {
  link: HandoffShareLink;
  isFocused?: boolean;
}) => {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'select'>('idle');
  const address = absoluteUrl(link.url, window.location.origin);

  const handleCopy = async () => {
    const isCopied = await copyText(address);
    if (!isCopied) {
      field.current?.focus();
      field.current?.select();
    }
    setCopied(isCopied ? 'copied' : 'select');
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          id={fieldId}
          label="Link to the hand-off"
          value={address}
          inputRef={field}
          fullWidth
          size="small"
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Button
          variant="contained"
          onClick={() => void handleCopy()}
          // Just made: the next thing to do is copy it.
          autoFocus={isFocused}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          Copy link
        </Button>
      </Box>
      <Typography role="status" variant="body2" sx={{ minHeight: '1.5em', color: 'text.secondary' }}>
        {copied === 'copied'
          ? 'Link copied.'
          : copied === 'select'
            ? 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).'
            : ''}
      </Typography>
      <Typography variant="body2">
        It works until <strong>{dateTimeText(link.expiresAt)}</strong>
        {link.includeTranscript ? ', with the consultation transcript' : ''}.{' '}
        <Link href={link.pdfUrl} target="_blank" rel="noopener">
          Open the shared PDF
        </Link>
      </Typography>
    </Box>
  );
};

/**
 * Share: choose how long the link lasts and whether it shows the transcript, make it, then copy it.
 * The token is told only now, so the tab keeps it (session storage) to show it again.
 */
export const ShareDialog = ({
  open,
  handoff,
  onClose,
}: {
  open: boolean;
  handoff: Handoff;
  onClose: () => void;
}) => {
  const titleId = useId();
  const daysId = useId();
  const transcriptHelpId = useId();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number>(SHARE_DEFAULT_DAYS);
  const [includeTranscript, setIncludeTranscript] = useState(false);
  const [made, setMade] = useState<HandoffShareLink | null>(null);
  const { sessionId } = handoff;

  const create = useMutation({
    mutationFn: () => createShareLink(sessionId, { expiresInDays: days, includeTranscript }),
    onSuccess: (link) => {
      rememberShareLink(sessionId, link);
      setMade(link);
      queryClient.setQueryData<Handoff>(reportingKeys.handoff(sessionId), (current) =>
        current
          ? {
              ...current,
              share: {
                createdAt: link.createdAt,
                expiresAt: link.expiresAt,
                includeTranscript: link.includeTranscript,
              },
            }
          : current,
      );
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const handleExited = () => {
    setMade(null);
    create.reset();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: handleExited } }}
    >
      <DialogTitle id={titleId}>{made ? 'Your share link' : 'Share your hand-off'}</DialogTitle>
      {made ? (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Anyone with this link can read the hand-off, without signing in, and sees your changes as you
              make them. Copy it now: for your security it is shown only in this browser tab.
            </DialogContentText>
            <ShareLinkView link={made} isFocused />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Done</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>
              Make a read-only link for a supervisor or colleague. It shows the case title, your SBAR, its
              score and the time you last changed it, and follows your edits live. It never shows your name or
              e-mail.
            </DialogContentText>
            {handoff.share && (
              <Alert severity="info">
                Your current link works until {dateTimeText(handoff.share.expiresAt)}. Making a new link ends
                it.
              </Alert>
            )}
            <TextField
              id={daysId}
              select
              label="The link works for"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: 260 }}
            >
              {SHARE_DAY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {daysText(choice)}
                </option>
              ))}
            </TextField>
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={includeTranscript}
                    onChange={(event) => setIncludeTranscript(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': transcriptHelpId } }}
                  />
                }
                label="Include the consultation transcript"
              />
              <FormHelperText id={transcriptHelpId} sx={{ mt: 0, ml: 4 }}>
                Everything you, the patient and the nurse said in the session. Off by default.
              </FormHelperText>
            </Box>
            {create.isError && (
              <Alert severity="error">
                The link could not be made.{' '}
                {isApiError(create.error) ? create.error.message : 'Please try again.'}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create link'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
};
