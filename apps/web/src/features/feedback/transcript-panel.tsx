import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TranscriptMessage } from '@urosim/contracts';
import { visuallyHidden } from '../../components/visually-hidden';
import { atTime, speakerLabel } from './feedback-view';

/** The id of a transcript line's element, for scrolling to it. */
export const transcriptLineId = (messageId: string) => `transcript-line-${messageId}`;

const senderSx: Record<string, object> = {
  trainee: { bgcolor: '#e8f0fb', borderColor: '#0b5394' },
  patient: { bgcolor: '#f7f8fa', borderColor: '#6b7686' },
  nurse: { bgcolor: '#f3eefa', borderColor: '#5e3d8f' },
  system: { bgcolor: '#fff', borderColor: '#b0b8c4' },
};

/**
 * The whole conversation, in order. The lines some evidence points to are highlighted and carry
 * `aria-current`; the page scrolls to and focuses the first of them.
 */
export const TranscriptList = ({
  transcript,
  highlighted,
  names,
}: {
  transcript: TranscriptMessage[];
  highlighted: readonly string[];
  names: { patient?: string; nurse?: string };
}) => {
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
                ? { bgcolor: '#fff3c4', borderColor: '#8a5300', boxShadow: '0 0 0 2px #8a5300 inset' }
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
                {atTime(message.elapsedSeconds)}
              </Box>
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
          </Box>
        );
      })}
    </Box>
  );
};
