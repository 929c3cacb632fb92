import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TranscriptMessage } from '@urosim/contracts';
import { useEffect, useId, useState } from 'react';
import { CloseIcon } from '../../components/icons';
import { paletteExtras } from '../../components/palette-extras';
import { visuallyHidden } from '../../components/visually-hidden';
import { clockNote, speakerLabel } from './feedback-view';
import { useClockAt, useSessionLength } from './session-time';

const { amber, neutral, nurse } = paletteExtras;

/** The id of a transcript line's element, for scrolling to it. */
export const transcriptLineId = (messageId: string) => `transcript-line-${messageId}`;

const senderSx: Record<string, object> = {
  trainee: { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.1), borderColor: 'primary.main' },
  patient: { bgcolor: neutral[50], borderColor: neutral[600] },
  nurse: { bgcolor: nurse.surface, borderColor: nurse.border },
  system: { bgcolor: 'background.paper', borderColor: neutral[400] },
};

/**
 * The whole conversation, in order. The lines some evidence points to are highlighted and carry
 * `aria-current`; the page scrolls to and focuses the first of them.
 */
type TranscriptProps = {
  transcript: TranscriptMessage[];
  /** The ids of the lines to highlight. */
  highlighted: readonly string[];
  names: { patient?: string; nurse?: string };
};

export const TranscriptList = ({ transcript, highlighted, names }: TranscriptProps) => {
  const clockAt = useClockAt();
  if (transcript.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>Nothing was said in this session.</Typography>;
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {transcript.map((message) => {
        const isCurrent = highlighted.includes(message.id);
        return (
          <Box
            component="li"
            key={message.id}
            id={transcriptLineId(message.id)}
            tabIndex={-1}
            aria-current={isCurrent ? 'true' : undefined}
            data-message-id={message.id}
            sx={{
              p: 1.25,
              borderLeft: 4,
              borderRadius: 1,
              scrollMarginBlock: '24px',
              ...(senderSx[message.sender] ?? senderSx.system),
              ...(isCurrent
                ? {
                    bgcolor: paletteExtras.highlight,
                    borderColor: amber.main,
                    boxShadow: `0 0 0 2px ${amber.main} inset`,
                  }
                : {}),
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Typography
              component="p"
              variant="body2"
              sx={{ fontWeight: 700, display: 'flex', gap: 1, justifyContent: 'space-between' }}
            >
              <span>
                {speakerLabel(message.sender, names)}
                {message.channel === 'nurse' && message.sender === 'trainee' ? ' (to the nurse)' : ''}
              </span>
              <Box
                component="span"
                sx={{ fontWeight: 400, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              >
                <Box component="span" sx={visuallyHidden}>
                  at{' '}
                </Box>
                {clockAt(message.elapsedSeconds)}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  on the clock
                </Box>
              </Box>
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
          </Box>
        );
      })}
    </Box>
  );
};

/**
 * The lines some evidence points to, highlighted on request ("Show in transcript"): each request
 * scrolls to the first of them and moves the focus there.
 */
export const useTranscriptHighlight = () => {
  const [highlighted, setHighlighted] = useState<string[]>([]);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0 || highlighted.length === 0) return;
    // In the narrow layout the line appears with the drawer, a frame or two later.
    let frame = 0;
    let tries = 0;
    const reach = () => {
      const line = document.getElementById(transcriptLineId(highlighted[0] ?? ''));
      if (!line) {
        tries += 1;
        if (tries < 30) frame = requestAnimationFrame(reach);
        return;
      }
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      const behavior = reduce ? 'auto' : 'smooth';
      const region = line.closest<HTMLElement>('[role="dialog"] #feedback-transcript');
      if (region) {
        // In the drawer only its list scrolls (scrollIntoView would scroll its header away too).
        const offset = line.getBoundingClientRect().top - region.getBoundingClientRect().top;
        const top = region.scrollTop + offset - (region.clientHeight - line.offsetHeight) / 2;
        region.scrollTo({ top: Math.max(0, top), behavior });
      } else {
        line.scrollIntoView({ block: 'center', behavior });
      }
      line.focus({ preventScroll: true });
    };
    reach();
    return () => cancelAnimationFrame(frame);
  }, [request, highlighted]);
  const show = (ids: string[]) => {
    setHighlighted(ids);
    setRequest((count) => count + 1);
  };
  return { highlighted, show };
};

const transcriptNote = (count: number, highlighted: readonly string[], durationSeconds: number) =>
  `${count} ${count === 1 ? 'message' : 'messages'}${
    highlighted.length > 0 ? ' · the highlighted lines are the evidence you selected' : ''
  } · ${clockNote(durationSeconds)}`;

/** The scrolling region that holds the list (focusable, for the keyboard). */
const TranscriptRegion = ({ transcript, highlighted, names, sx }: TranscriptProps & { sx: object }) => (
  <Box
    id="feedback-transcript"
    role="region"
    aria-label="Transcript of the session"
    tabIndex={0}
    sx={{
      minHeight: 0,
      '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      ...sx,
    }}
  >
    <TranscriptList transcript={transcript} highlighted={highlighted} names={names} />
  </Box>
);

/**
 * The transcript beside the items: it scrolls on its own from 1200 px. Narrower (`onOpen` given),
 * it is only its heading and a button: the lines open in the drawer instead, over the items.
 */
export const TranscriptSection = ({
  transcript,
  highlighted,
  names,
  onOpen,
}: TranscriptProps & { onOpen?: (() => void) | undefined }) => {
  const durationSeconds = useSessionLength();
  return (
    <Paper
      component="section"
      aria-labelledby="transcript-heading"
      variant="outlined"
      sx={{
        gridArea: 'transcript',
        p: { xs: 2, md: 2.5 },
        minWidth: 0,
        position: { lg: 'sticky' },
        top: { lg: 80 },
        display: 'flex',
        flexDirection: 'column',
        maxHeight: { lg: 'calc(100vh - 96px)' },
      }}
    >
      <Typography id="transcript-heading" component="h2" variant="h2" sx={{ mb: 0.5 }}>
        Transcript
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {transcriptNote(transcript.length, highlighted, durationSeconds)}
      </Typography>
      {onOpen ? (
        <Button variant="outlined" onClick={onOpen} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
          Read the transcript
        </Button>
      ) : (
        <TranscriptRegion
          transcript={transcript}
          highlighted={highlighted}
          names={names}
          sx={{ overflowY: { lg: 'auto' }, pr: { lg: 0.5 } }}
        />
      )}
    </Paper>
  );
};

/**
 * The narrow layout's transcript: a drawer from the bottom over the page, so the line an item's
 * "Show in transcript" points to is shown (scrolled to and focused) without leaving the item;
 * closing it (Close, Escape or a tap outside) returns the focus to the button that opened it.
 */
export const TranscriptDrawer = ({
  isOpen,
  onClose,
  transcript,
  highlighted,
  names,
}: TranscriptProps & { isOpen: boolean; onClose: () => void }) => {
  const headingId = useId();
  const durationSeconds = useSessionLength();
  return (
    <Drawer
      anchor="bottom"
      open={isOpen}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          'aria-modal': true,
          sx: {
            maxHeight: '85vh',
            borderTopLeftRadius: 12,
            borderTopRightRadius: 12,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 2, pb: 1, flexShrink: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 0.5 }}>
            Transcript
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {transcriptNote(transcript.length, highlighted, durationSeconds)}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close the transcript" sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <TranscriptRegion
        transcript={transcript}
        highlighted={highlighted}
        names={names}
        sx={{ flex: '1 1 auto', overflowY: 'auto', px: 2, pb: 2 }}
      />
    </Drawer>
  );
};
