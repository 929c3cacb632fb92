import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { WEBSITE_CHAT_MAX_MESSAGE } from '@urosim/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CloseIcon } from '../../components/icons';
import { visuallyHidden } from '../../components/visually-hidden';
import { SendIcon } from './chat-icons';
import {
  type ChatMessage,
  chatFailureText,
  INVALID_REPLY_TEXT,
  messageToSend,
  replyText,
  toHistory,
} from './chat-rules';
import { sendWebsiteChat } from './website-chat-api';

const WELCOME: ChatMessage = {
  id: 'welcome',
  sender: 'bot',
  text: 'Hello! I answer questions about UroSim: its cases, plans and prices, the research pilot, accounts and browsers. I cannot give medical advice.',
  timestamp: 0,
};

const SUGGESTIONS = ['How much does it cost?', 'What is the research pilot?', 'Does it work on Safari?'];

let nextId = 0;
const newId = () => {
  nextId += 1;
  return `m${Date.now()}-${nextId}`;
};

/** Internal links move within the app; anything else opens as a normal link. */
const SourceLink = ({ url, title }: { url: string; title: string }) =>
  url.startsWith('/') ? (
    <Link component={RouterLink} to={url}>
      {title}
    </Link>
  ) : (
    <Link href={url}>{title}</Link>
  );

const Bubble = ({ message }: { message: ChatMessage }) => {
  const isUser = message.sender === 'user';
  const isError = message.type === 'error';
  return (
    <Box
      component="li"
      sx={{
        alignSelf: isUser ? 'flex-end' : 'flex-start',
        maxWidth: '88%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: isError ? 'notice.error.bg' : isUser ? 'primary.main' : 'chat.other',
        color: isError ? 'chat.errorText' : isUser ? 'primary.contrastText' : 'text.primary',
        border: isError ? 1 : 'none',
        borderColor: 'chat.errorBorder',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {isUser ? 'You said: ' : isError ? 'Error: ' : 'Assistant: '}
      </Box>
      <Typography variant="body2" component="span" role={isError ? 'alert' : undefined}>
        {message.text}
      </Typography>
      {message.sources && message.sources.length > 0 && (
        <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.75 }}>
          More:{' '}
          {message.sources.map((source, index) => (
            <span key={source.url}>
              {index > 0 && ' · '}
              <SourceLink {...source} />
            </span>
          ))}
        </Typography>
      )}
    </Box>
  );
};

/**
 * The assistant's panel: the transcript (a polite live region), suggestions, and a message box
 * where Enter sends and Shift+Enter starts a new line (specification, section 5). Escape closes it.
 */
export const ChatPanel = ({
  isOpen,
  onClose,
  onBotReply,
}: {
  isOpen: boolean;
  onClose: () => void;
  onBotReply: () => void;
}) => {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [isPending, setIsPending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);

  // Escape closes the panel wherever the focus is: on a phone the panel covers the page, and a
  // link behind it may have the focus.
  useEffect(() => {
    if (!isOpen) return;
    const handleEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', handleEscape);
    return () => document.removeEventListener('keydown', handleEscape);
  }, [isOpen, onClose]);

  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [messages]);

  const send = async (raw: string) => {
    const text = messageToSend(raw, isPending);
    if (!text) return;
    const history = toHistory(messages);
    setMessages((all) => [...all, { id: newId(), sender: 'user', text, timestamp: Date.now() }]);
    setDraft('');
    // The Send button (disabled now) or the suggestion (gone now) would take the focus with it.
    inputRef.current?.focus();
    setIsPending(true);
    let reply: ChatMessage;
    try {
      const data = await sendWebsiteChat(text, history);
      const response = replyText(data);
      reply = response
        ? { id: newId(), sender: 'bot', text: response, timestamp: Date.now(), sources: data.sources ?? [] }
        : { id: newId(), sender: 'bot', type: 'error', text: INVALID_REPLY_TEXT, timestamp: Date.now() };
    } catch (error) {
      reply = {
        id: newId(),
        sender: 'bot',
        type: 'error',
        text: chatFailureText(error),
        timestamp: Date.now(),
      };
    }
    setMessages((all) => [...all, reply]);
    setIsPending(false);
    onBotReply();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing and Safari's keyCode 229: the Enter that confirms an input method's conversion.
    const isComposing = event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;
    if (event.key === 'Enter' && !event.shiftKey && !isComposing) {
      event.preventDefault();
      void send(draft);
    }
  };

  return (
    <Paper
      role="dialog"
      aria-labelledby={titleId}
      hidden={!isOpen}
      elevation={8}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
          event.stopPropagation();
          onClose();
        }
      }}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.speedDial,
        right: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 'auto' },
        bottom: { xs: 84, sm: 96 },
        width: { sm: 380 },
        height: { xs: 'min(560px, calc(100dvh - 160px))', sm: 'min(560px, calc(100dvh - 140px))' },
        display: isOpen ? 'flex' : 'none',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 3,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Box>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            UroSim assistant
          </Typography>
          <Typography variant="caption" component="p">
            Answers from our help pages
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close the assistant" sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>

      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation with the UroSim assistant"
        // A scrollable region is reachable by keyboard.
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto', p: 2 }}
      >
        <Box
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.25 }}
        >
          {[WELCOME, ...messages].map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {isPending && (
            <Box component="li" sx={{ alignSelf: 'flex-start', color: 'text.secondary' }}>
              <Typography variant="body2">The assistant is typing…</Typography>
            </Box>
          )}
        </Box>
      </Box>

      {messages.length === 0 && (
        <Box
          sx={{ px: 2, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label="Suggested questions"
        >
          {SUGGESTIONS.map((suggestion) => (
            <Button key={suggestion} size="small" variant="outlined" onClick={() => void send(suggestion)}>
              {suggestion}
            </Button>
          ))}
        </Box>
      )}

      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void send(draft);
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
          Your question
        </Box>
        <Box
          component="textarea"
          id={inputId}
          ref={inputRef}
          rows={2}
          value={draft}
          maxLength={WEBSITE_CHAT_MAX_MESSAGE}
          // Read-only rather than disabled while a reply is pending, so the keyboard focus stays here.
          readOnly={isPending}
          aria-disabled={isPending}
          placeholder="Ask about UroSim…"
          onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          sx={{
            flex: 1,
            resize: 'none',
            font: 'inherit',
            fontSize: '0.9375rem',
            p: 1,
            borderRadius: 1.5,
            border: 1,
            borderColor: 'border.field',
            '&[aria-disabled="true"]': { bgcolor: 'surface.disabled', color: 'text.secondary' },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          disabled={isPending || !draft.trim()}
          aria-label="Send"
          sx={{ border: 1, borderColor: 'primary.main', '&.Mui-disabled': { borderColor: 'divider' } }}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Paper>
  );
};
