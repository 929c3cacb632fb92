import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from './submit-button';

type Labelled = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * A form of the site: the problem (if any) above its fields, the fields in one column, the submit
 * button last — full width, or at its own width with `isSubmitInline`. The browser's own validation
 * is off: the contract's schema gives the messages.
 */
export const FormFrame = ({
  onSubmit,
  problem,
  submit,
  isSubmitInline = false,
  children,
  ...labelled
}: Labelled & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  problem?: ReactNode;
  submit: { isSubmitting: boolean; label: string; busyLabel?: string };
  isSubmitInline?: boolean;
  children: ReactNode;
}) => {
  const button = <SubmitButton {...submit} />;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} {...labelled}>
      <Stack spacing={2.5}>
        {problem}
        {children}
        {isSubmitInline ? <Box>{button}</Box> : button}
      </Stack>
    </Box>
  );
};
