import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../hooks/use-document-title';

const steps = [
  {
    title: 'Choose a case',
    text: 'Pick a fictional urology patient: each case has a history to uncover and findings to interpret.',
  },
  {
    title: 'Run a timed consultation',
    text: 'Talk to the patient by text chat or with an AI avatar, against the clock, as you would in clinic.',
  },
  {
    title: 'Review your feedback',
    text: 'See what you covered and what you missed, follow your performance level and track progress over time.',
  },
];

/** The public landing page. */
export const LandingPage = () => {
  useDocumentTitle();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
            Urology training simulator
          </Typography>
          <Typography id="landing-title" variant="h1" sx={{ mb: 2, maxWidth: '26ch' }}>
            Practise urology consultations on fictional patients
          </Typography>
          <Typography variant="body1" sx={{ fontSize: '1.125rem', maxWidth: '60ch' }}>
            UroSim is a training simulator for medical professionals, mainly urology trainees. Its cases are
            driven by AI: you take a patient&apos;s history in a timed session, by text chat or with an AI
            avatar, and then review feedback on how the consultation went.
          </Typography>
        </Container>
      </Box>
      <Box component="section" aria-labelledby="how-it-works" sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography id="how-it-works" variant="h2" sx={{ mb: 3 }}>
            How it works
          </Typography>
          <Stack
            component="ol"
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {steps.map((step, index) => (
              <Paper component="li" key={step.title} variant="outlined" sx={{ p: 3, flex: 1 }}>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {index + 1}. {step.title}
                </Typography>
                <Typography variant="body2">{step.text}</Typography>
              </Paper>
            ))}
          </Stack>
        </Container>
      </Box>
    </>
  );
};
