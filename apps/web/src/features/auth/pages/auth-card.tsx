import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';

/**
 * The frame of the account pages: a centred card with the page's one h1. `focusKey` moves the
 * focus to the heading whenever it changes (a form that turns into its "done" state), so screen
 * reader and keyboard users land on the news.
 */
export const AuthCard = ({
  title,
  intro,
  children,
  focusKey,
  width = 'sm',
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  focusKey?: string;
  width?: 'xs' | 'sm' | 'md';
}) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey changing is the trigger
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [focusKey]);

  return (
    <Container maxWidth={width} sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          ref={headingRef as Ref<HTMLHeadingElement>}
          tabIndex={-1}
          variant="h1"
          sx={{ fontSize: { xs: '1.625rem', md: '2rem' }, mb: intro ? 1 : 3, '&:focus': { outline: 'none' } }}
        >
          {title}
        </Typography>
        {intro && (
          <Box sx={{ mb: 3, color: 'text.secondary' }}>
            {typeof intro === 'string' ? <Typography>{intro}</Typography> : intro}
          </Box>
        )}
        {children}
      </Paper>
    </Container>
  );
};
