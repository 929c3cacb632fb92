import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certification } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { accountApi, fieldErrorsOf } from './account-api';

const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
};

/** Specialty interests: chips to remove, a field to add one; saved at each change. */
export const ExpertiseEditor = ({ specialties }: { specialties: string[] }) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: (next: string[]) => accountApi.saveExpertise(next),
    onSuccess: async (_data, next) => {
      setStatus(next.length < specialties.length ? 'Interest removed.' : 'Interest added.');
      setDraft('');
      await queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
  const { fields, message } = fieldErrorsOf(save.error);
  const error = Object.values(fields)[0] ?? message;
  const add = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    if (draft.trim()) save.mutate([...specialties, draft.trim()]);
  };
  return (
    <Box component="section" aria-labelledby="expertise-title" sx={{ mt: 3 }}>
      <Typography id="expertise-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Specialty interests
      </Typography>
      {specialties.length === 0 ? (
        <Typography sx={{ mb: 1 }}>No specialty interests yet.</Typography>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1, listStyle: 'none' }}
        >
          {specialties.map((name) => (
            <li key={name}>
              <Chip label={name} sx={{ mr: 0.25 }} />
              <Button
                size="small"
                onClick={() => save.mutate(specialties.filter((s) => s !== name))}
                aria-label={`Remove ${name}`}
                sx={{ minWidth: 0 }}
              >
                Remove
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={add}
        aria-label="Add a specialty interest"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="Specialty interest"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          error={Boolean(error)}
          helperText={error || 'For example: Endourology, Andrology, Uro-oncology'}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending || !draft.trim()}>
          Add interest
        </Button>
      </Box>
      <Typography role="status" aria-live="polite" variant="body2">
        {status}
      </Typography>
    </Box>
  );
};

const emptyCertification = { name: '', issuer: '', issuedOn: '' };

/** Certifications: the list with a remove button each, and a form to add one. */
export const CertificationsEditor = ({ certifications }: { certifications: Certification[] }) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(emptyCertification);
  const [status, setStatus] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['account'] });
  const add = useMutation({
    mutationFn: () => accountApi.addCertification(draft),
    onSuccess: async () => {
      setDraft(emptyCertification);
      setStatus('Certification added.');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => accountApi.removeCertification(id),
    onSuccess: async () => {
      setStatus('Certification removed.');
      await refresh();
    },
  });
  const { fields, message } = fieldErrorsOf(add.error ?? remove.error);
  const field = (key: keyof typeof emptyCertification) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
    error: Boolean(fields[key]),
    helperText: fields[key] ?? ' ',
    size: 'small' as const,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    add.mutate();
  };
  return (
    <Box component="section" aria-labelledby="certifications-title" sx={{ mt: 3 }}>
      <Typography id="certifications-title" variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Certifications
      </Typography>
      {certifications.length === 0 ? (
        <Typography sx={{ mb: 1 }}>No certifications yet.</Typography>
      ) : (
        <List dense disablePadding sx={{ mb: 1 }}>
          {certifications.map((c) => (
            <ListItem
              key={c.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => remove.mutate(c.id)}
                  aria-label={`Remove ${c.name}`}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText primary={c.name} secondary={`${c.issuer} · ${formatDay(c.issuedOn)}`} />
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-label="Add a certification">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' } }}>
          <TextField label="Certification" {...field('name')} />
          <TextField label="Issued by" {...field('issuer')} />
          <TextField
            label="Date issued"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            {...field('issuedOn')}
          />
        </Box>
        <Button type="submit" variant="outlined" disabled={add.isPending}>
          Add certification
        </Button>
      </Box>
      <Typography role="status" aria-live="polite" variant="body2">
        {status}
      </Typography>
      {message && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
};
