import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { chatLimits } from '@urosim/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { paletteExtras } from '../../components/palette-extras';
import { visuallyHidden } from '../../components/visually-hidden';
import { SendIcon } from '../cases/case-icons';
import type { ChatMessage } from './chat-messages';

const Bubble = ({ message, botName }: { message: ChatMessage; botName: string }) => {
  const isUser = message.sender === 'user';
  const isError = message.type === 'error';
  const who = isUser ? 'You' : isError ? 'Error' : botName;
  return (
    <Box
      data-sender={message.sender}
      data-type={message.type ?? 'message'}
      sx={{
        alignSelf: isUser ? 'flex-end' : 'flex-start',
        maxWidth: { xs: '92%', sm: '80%' },
        px: 1.5,
        py: 1,
        borderRadius: 2,
        borderBottomRightRadius: isUser ? 4 : undefined,
        borderBottomLeftRadius: isUser ? undefined : 4,
        bgcolor: isUser ? 'primary.main' : isError ? paletteExtras.red.surface : paletteExtras.neutral[150],
        color: isUser ? 'primary.contrastText' : isError ? paletteExtras.alarm.text : 'text.primary',
        border: isError ? 1 : 'none',
        borderColor: paletteExtras.alarm.main,
      }}
    >
      <Typography component="p" variant="caption" sx={{ fontWeight: 700, display: 'block', opacity: 0.95 }}>
        {who}
        <Box component="span" sx={visuallyHidden}>
          :
        </Box>
      </Typography>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
        {message.isStreaming && message.text === '' && (
          <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
            {message.isAwaitingColleague ? 'Your colleague is answering…' : `${botName} is replying…`}
          </Box>
        )}
      </Typography>
    </Box>
  );
};

/**
 * A conversation (specification, section 5): the transcript is a polite live log; a message is
 * trimmed and an empty one not sent; Enter sends and Shift+Enter starts a new line; while a reply is
 * pending, sending is blocked and the field disabled; the reply shows as it streams in.
 */
export const ChatPanel = ({
  logLabel,
  inputLabel,
  botName,
  messages,
  isPending,
  isEnabled,
  disabledHint,
  emptyHint,
  suggestions = [],
  onSend,
  inputRef,
  incomingDraft,
}: {
  logLabel: string;
  inputLabel: string;
  botName: string;
  messages: ChatMessage[];
  isPending: boolean;
  isEnabled: boolean;
  disabledHint: string;
  emptyHint: string;
  suggestions?: string[];
  onSend: (text: string) => boolean;
  inputRef?: React.Ref<HTMLTextAreaElement>;
  /** Text put in the field from outside (recognised speech), shown for correction before it is sent. */
  incomingDraft?: { text: string; nonce: number };
}) => {
  const [draft, setDraft] = useState('');
  // A touch keyboard has no Shift+Enter to speak of: the hint names the Send button there.
  const [isTouch] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches,
  );
  useEffect(() => {
    if (!incomingDraft) return;
    setDraft(incomingDraft.text);
    fieldRef.current?.focus();
  }, [incomingDraft]);
  const logRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const refocus = useRef(false);
  const fieldId = useId();

  // Keep the newest line in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every change of the messages scrolls
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  // The field was disabled while the reply was pending: give the focus back to it.
  useEffect(() => {
    if (!isPending && isEnabled && refocus.current) {
      refocus.current = false;
      fieldRef.current?.focus();
    }
  }, [isPending, isEnabled]);

  const send = (text: string) => {
    if (!isEnabled || isPending) return;
    refocus.current = document.activeElement === fieldRef.current;
    if (onSend(text)) {
      if (text === draft) setDraft('');
    } else {
      refocus.current = false;
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(draft);
  };

  const setRefs = (element: HTMLTextAreaElement | null) => {
    fieldRef.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) (inputRef as React.RefObject<HTMLTextAreaElement | null>).current = element;
  };

  const canType = isEnabled && !isPending;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={logLabel}
        aria-busy={isPending}
        // Scrollable, so it must be reachable by keyboard.
        tabIndex={0}
        sx={{
          height: { xs: 340, md: 420 },
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
        }}
      >
        {messages.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', m: 'auto', textAlign: 'center', maxWidth: '40ch' }}>
            {emptyHint}
          </Typography>
        ) : (
          messages.map((message) => <Bubble key={message.id} message={message} botName={botName} />)
        )}
      </Box>
      {suggestions.length > 0 && isEnabled && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Suggested requests">
          {suggestions.map((suggestion) => (
            <Chip
              key={suggestion}
              label={suggestion}
              variant="outlined"
              onClick={() => send(suggestion)}
              disabled={!canType}
              sx={{ color: 'primary.main', borderColor: 'primary.main' }}
            />
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          id={fieldId}
          label={inputLabel}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={!canType}
          multiline
          minRows={1}
          maxRows={5}
          fullWidth
          inputRef={setRefs}
          helperText={
            isEnabled
              ? isTouch
                ? 'Tap Send to send your message.'
                : 'Enter sends; Shift+Enter starts a new line.'
              : disabledHint
          }
          slotProps={{ htmlInput: { maxLength: chatLimits.maxMessageChars } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!canType || draft.trim() === ''}
          endIcon={<SendIcon aria-hidden="true" />}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          Send
        </Button>
      </Box>
    </Box>
  );
};
