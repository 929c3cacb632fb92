import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { authApi } from '../auth/auth-api';
import { linkify } from './linkify';

const formatTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '—';

const statusColour = { sent: 'success', queued: 'default', failed: 'error' } as const;

/** The e-mail's text with its http(s) addresses as links. */
const MessageText = ({ text }: { text: string }) => (
  <Typography
    component="div"
    variant="body2"
    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', mt: 1.5 }}
  >
    {linkify(text).map((part, index) =>
      part.kind === 'link' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        <Link key={index} href={part.href}>
          {part.href}
        </Link>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        <span key={index}>{part.text}</span>
      ),
    )}
  </Typography>
);

/** `/admin/outbox`: the development outbox, newest first, filtered by recipient. */
export const AdminOutboxPage = () => {
  useDocumentTitle('E-mail outbox');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const outbox = useQuery({
    queryKey: ['admin', 'outbox', to],
    queryFn: ({ signal }) => authApi.outbox(to || undefined, signal),
  });

  const handleFilter = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setParams(value ? { to: value } : {});
  };

  const messages = outbox.data?.messages ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        E-mail outbox
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Without an e-mail provider configured, the e-mails UroSim sends are kept here (and printed in the
        server log). Links in them work as they would in a mailbox.
      </Typography>
      <Stack
        component="form"
        onSubmit={handleFilter}
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id="outbox-to"
          label="Recipient e-mail"
          type="email"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          helperText="Leave empty to list every e-mail."
          sx={{ minWidth: { sm: 320 } }}
        />
        <Button type="submit" variant="contained">
          Filter
        </Button>
        <Button variant="outlined" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          Refresh
        </Button>
      </Stack>

      {outbox.isPending && (
        <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>Loading the outbox…</Typography>
        </Stack>
      )}
      {outbox.isError && <Alert severity="error">Could not load the outbox: {outbox.error.message}</Alert>}
      {outbox.isSuccess && (
        <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
          {messages.length === 0
            ? `No e-mails${to ? ` to ${to}` : ''} yet.`
            : `${messages.length} ${messages.length === 1 ? 'e-mail' : 'e-mails'}${to ? ` to ${to}` : ''}, newest first.`}
        </Typography>
      )}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((message) => (
          <Paper component="li" key={message.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
              <Typography component="h2" variant="h3" sx={{ flex: '1 1 20rem' }}>
                {message.subject}
              </Typography>
              <Chip
                size="small"
                label={message.status}
                color={statusColour[message.status]}
                variant="outlined"
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              To {message.to} · {formatTime(message.createdAt)} · {message.template}
            </Typography>
            <MessageText text={message.text} />
          </Paper>
        ))}
      </Stack>
    </Container>
  );
};
