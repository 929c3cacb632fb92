import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementInput } from '@urosim/contracts';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { adminBusinessApi, dateText, errorText } from './admin-business-api';
import { AdminFrame, Section } from './admin-frame';

const key = ['admin', 'announcements'] as const;

type Form = { title: string; body: string; when: 'draft' | 'now' | 'schedule'; at: string };

const empty: Form = { title: '', body: '', when: 'now', at: '' };

/** A `datetime-local` value for an ISO time, in the browser's zone. */
const localInput = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const toInput = (form: Form): AnnouncementInput => ({
  title: form.title,
  body: form.body,
  publishAt: form.when === 'draft' ? null : form.when === 'now' ? 'now' : new Date(form.at).toISOString(),
});

const fromAnnouncement = (a: Announcement): Form => ({
  title: a.title,
  body: a.body,
  when: a.status === 'draft' ? 'draft' : a.status === 'scheduled' ? 'schedule' : 'now',
  at: a.publishAt ? localInput(a.publishAt) : '',
});

const statusColour = { draft: 'default', scheduled: 'info', published: 'success' } as const;

/** The write / edit form. */
const Editor = ({ editing, onDone }: { editing: Announcement | null; onDone: () => void }) => {
  const queryClient = useQueryClient();
  const form = useForm<Form>({ defaultValues: editing ? fromAnnouncement(editing) : empty });
  const save = useMutation({
    mutationFn: (values: Form) =>
      editing
        ? adminBusinessApi.updateAnnouncement(editing.id, toInput(values))
        : adminBusinessApi.createAnnouncement(toInput(values)),
    onSuccess: async () => {
      form.reset(empty);
      await queryClient.invalidateQueries({ queryKey: key });
      onDone();
    },
  });
  const when = form.watch('when');
  const { errors } = form.formState;
  return (
    <Section title={editing ? `Edit “${editing.title}”` : 'Write an announcement'}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Published announcements are News &amp; Updates posts and in-app notifications for every trainee. A
        scheduled one appears by itself once its time has come.
      </Typography>
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack spacing={2}>
          <TextField
            label="Title"
            required
            {...form.register('title', {
              required: 'Enter a title',
              maxLength: { value: 160, message: 'At most 160 characters' },
            })}
            error={!!errors.title}
            helperText={errors.title?.message}
          />
          <TextField
            label="Text"
            required
            multiline
            minRows={4}
            {...form.register('body', {
              required: 'Enter the text',
              maxLength: { value: 5000, message: 'At most 5000 characters' },
            })}
            error={!!errors.body}
            helperText={errors.body?.message}
          />
          <Controller
            control={form.control}
            name="when"
            render={({ field }) => (
              <RadioGroup row aria-label="When to publish" {...field}>
                <FormControlLabel value="now" control={<Radio />} label="Publish now" />
                <FormControlLabel value="schedule" control={<Radio />} label="Schedule" />
                <FormControlLabel value="draft" control={<Radio />} label="Keep as a draft" />
              </RadioGroup>
            )}
          />
          {when === 'schedule' ? (
            <TextField
              label="Publish at"
              type="datetime-local"
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.register('at', {
                validate: (value) =>
                  when !== 'schedule' || (value && !Number.isNaN(new Date(value).getTime()))
                    ? true
                    : 'Choose a date and time',
              })}
              error={!!errors.at}
              helperText={errors.at?.message ?? 'Your local time'}
            />
          ) : null}
          {save.isError ? <Alert severity="error">{errorText(save.error)}</Alert> : null}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {editing ? 'Save changes' : 'Save announcement'}
            </Button>
            {editing ? (
              <Button onClick={onDone} variant="text">
                Cancel
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Box>
    </Section>
  );
};

/** `/admin/announcements`: write, schedule and publish News & Updates posts. */
export const AdminAnnouncementsPage = () => {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => adminBusinessApi.announcements(signal) });
  const [editing, setEditing] = useState<Announcement | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => adminBusinessApi.deleteAnnouncement(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <AdminFrame
      title="Announcements"
      intro="Write announcements for trainees, publish them now or at a time, and keep drafts."
      isLoading={list.isLoading}
      error={list.error ?? remove.error}
    >
      <Editor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <Section title="All announcements">
        {list.data?.announcements.length === 0 ? <Typography>No announcement yet.</Typography> : null}
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data?.announcements.map((a) => (
            <Box component="li" key={a.id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {a.title}
                </Typography>
                <Chip size="small" label={a.status} color={statusColour[a.status]} />
              </Stack>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {a.status === 'draft'
                  ? 'Draft'
                  : `${a.status === 'scheduled' ? 'Publishes' : 'Published'} ${dateText(a.publishAt)}`}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{a.body}</Typography>
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => remove.mutate(a.id)}
                  aria-label={`Delete ${a.title}`}
                >
                  Delete
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Section>
    </AdminFrame>
  );
};
