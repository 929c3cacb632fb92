import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profilePictureErrors, profilePictureMaxBytes, type User } from '@urosim/contracts';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { authApi } from '../auth/auth-api';
import { useAuthActions } from '../auth/auth-provider';
import { accountApi, fieldErrorsOf } from './account-api';

/**
 * The profile picture: choose a file, see it before saving, save or cancel; remove the saved one.
 * The api checks the type from the bytes and re-encodes it (ADR 0130); an oversized file is
 * refused here before it is sent, with the api's own words.
 */
export const ProfilePicture = ({ user }: { user: User }) => {
  const queryClient = useQueryClient();
  const { login } = useAuthActions();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState('');
  const [status, setStatus] = useState('');
  const [current, setCurrent] = useState(user.avatarUrl);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // The header shows the picture: the user is read afresh and handed to the auth state.
  const refreshUser = async () => {
    const fresh = await authApi.profile();
    login(fresh);
    setCurrent(fresh.avatarUrl);
    await queryClient.invalidateQueries({ queryKey: ['account'] });
  };
  const upload = useMutation({
    mutationFn: (chosen: File) => accountApi.uploadPicture(chosen),
    onSuccess: async (data) => {
      setFile(null);
      setCurrent(data.avatarUrl);
      setStatus('Your picture is saved.');
      if (input.current) input.current.value = '';
      await refreshUser();
    },
  });
  const remove = useMutation({
    mutationFn: () => accountApi.removePicture(),
    onSuccess: async () => {
      setCurrent(null);
      setStatus('Your picture is removed.');
      await refreshUser();
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setStatus('');
    setLocalError('');
    if (chosen && chosen.size > profilePictureMaxBytes) {
      setFile(null);
      setLocalError(profilePictureErrors.tooLarge);
      return;
    }
    setFile(chosen);
  };
  const apiError = fieldErrorsOf(upload.error ?? remove.error);
  const error = localError || apiError.message || Object.values(apiError.fields)[0] || '';
  const shown = preview ?? current;
  const initial = (user.fullName ?? user.email).trim().charAt(0).toUpperCase();

  return (
    <Box component="section" aria-labelledby={`${inputId}-title`} sx={{ mb: 3 }}>
      <Typography id={`${inputId}-title`} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Profile picture
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar
          src={shown ?? undefined}
          alt={preview ? 'Preview of the chosen picture' : current ? 'Your profile picture' : ''}
          sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'primary.main' }}
        >
          {initial}
        </Avatar>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
          <Typography id={`${inputId}-hint`} variant="body2">
            PNG, JPEG or WebP, at most 2 MB. Its details (such as where a photo was taken) are removed.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              aria-describedby={`${inputId}-hint`}
              onClick={() => input.current?.click()}
            >
              Choose a picture
            </Button>
            {/* Opened by the button above (a label styled as a button would nest two controls). */}
            <input
              id={inputId}
              ref={input}
              type="file"
              hidden
              aria-label="Picture file"
              accept="image/png,image/jpeg,image/webp"
              onChange={choose}
            />
            {file && (
              <>
                <Button variant="contained" disabled={upload.isPending} onClick={() => upload.mutate(file)}>
                  {upload.isPending ? 'Saving…' : 'Save picture'}
                </Button>
                <Button
                  onClick={() => {
                    setFile(null);
                    if (input.current) input.current.value = '';
                  }}
                >
                  Cancel
                </Button>
              </>
            )}
            {!file && current && (
              <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate()}>
                Remove picture
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      <Typography role="status" aria-live="polite" sx={{ mt: 1 }}>
        {status}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
};
