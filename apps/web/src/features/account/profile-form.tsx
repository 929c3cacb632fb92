import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { grades, type ProfileCompletion, type User } from '@urosim/contracts';
import { type FormEvent, useState } from 'react';
import { accountApi, fieldErrorsOf } from './account-api';

type Draft = { fullName: string; grade: string; years: string; institution: string; country: string };

const draftOf = (user: User): Draft => ({
  fullName: user.fullName ?? '',
  grade: user.grade ?? '',
  years:
    user.years_of_practice === null || user.years_of_practice === undefined
      ? ''
      : String(user.years_of_practice),
  institution: user.institution ?? '',
  country: user.country ?? '',
});

/** The profile's fields, edited and saved together; the completion figure above them. */
export const ProfileForm = ({ user, completion }: { user: User; completion: ProfileCompletion }) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(user));
  const [saved, setSaved] = useState('');
  const save = useMutation({
    mutationFn: () =>
      accountApi.updateProfile({
        fullName: draft.fullName,
        ...(draft.grade ? { grade: draft.grade as (typeof grades)[number] } : {}),
        ...(draft.years === '' ? {} : { years_of_practice: Number(draft.years) }),
        institution: draft.institution,
        country: draft.country,
      }),
    onSuccess: async () => {
      setSaved('Your profile is saved.');
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      await queryClient.invalidateQueries({ queryKey: ['user', 'profile'] });
    },
  });
  const { fields, message } = fieldErrorsOf(save.error);
  const field = (key: keyof Draft, apiPath: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      setSaved('');
      setDraft((d) => ({ ...d, [key]: event.target.value }));
    },
    error: Boolean(fields[apiPath]),
    helperText: fields[apiPath] ?? ' ',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Your profile">
      <Typography id="profile-completion" sx={{ mb: 0.5 }}>
        Your profile is {completion.percent}% complete
        {completion.missing.length > 0
          ? `: missing ${completion.missing.map((m) => m.label.toLowerCase()).join(', ')}.`
          : '.'}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={completion.percent}
        aria-labelledby="profile-completion"
        sx={{ mb: 3, height: 8, borderRadius: 4 }}
      />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Full name" autoComplete="name" required {...field('fullName', 'fullName')} />
        <TextField select label="Grade" {...field('grade', 'grade')}>
          {grades.map((grade) => (
            <MenuItem key={grade} value={grade}>
              {grade}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Years of practice"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 60, inputMode: 'numeric' } }}
          {...field('years', 'years_of_practice')}
        />
        <TextField label="Institution" autoComplete="organization" {...field('institution', 'institution')} />
        <TextField label="Country" autoComplete="country-name" {...field('country', 'country')} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
        <Typography role="status" aria-live="polite">
          {saved}
        </Typography>
      </Box>
      {message && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
};
