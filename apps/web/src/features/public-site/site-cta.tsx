import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** The two calls to action of the public site: a free account, then the plans. */
export const SiteCtaButtons = () => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
    <Button component={RouterLink} to="/signup/platform" variant="contained" size="large">
      Create a free account
    </Button>
    <Button component={RouterLink} to="/pricing" variant="outlined" size="large">
      See pricing
    </Button>
  </Stack>
);

/** A closing panel that invites the visitor to start: a heading, a sentence and the two buttons. */
export const SiteCta = ({
  title = 'Start practising',
  children = 'The Free plan needs no card and opens the free cases of the library, so you can try a full session, feedback included, before you choose a plan.',
}: {
  title?: string;
  children?: ReactNode;
}) => {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mt: { xs: 5, md: 7 }, p: { xs: 2.5, md: 4 }, bgcolor: 'surface.cta', borderColor: 'border.cta' }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2.5, maxWidth: '65ch' }}>{children}</Typography>
      <SiteCtaButtons />
    </Paper>
  );
};
