import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ComingFeature, LANDING_PAGE, RESEARCH_PILOT } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ComingSoonTag } from '../public-site/coming-soon';
import { SiteCta, SiteCtaButtons } from '../public-site/site-cta';

const steps = [
  {
    title: 'Choose a case',
    text: 'Pick one of 24 fictional urology patients, from renal colic on call to a results clinic. Filter the library by topic, difficulty or plan and read the brief before you start.',
  },
  {
    title: 'Run a 10-minute consultation',
    text: 'After a 3-second countdown, take the history by text chat or with a talking avatar, examine the patient and order investigations. The clock is kept by our server, as it would be in an exam.',
  },
  {
    title: 'Write your plan, read your feedback',
    text: 'Give your working diagnosis and plan, then see each point you covered with the words that earned it, and each one you missed, red flags first.',
  },
];

const highlights: {
  anchor: string;
  title: string;
  text: string;
  coming?: { feature: ComingFeature; label: string };
}[] = [
  {
    anchor: 'consultations',
    title: 'Chat or avatar consultations',
    coming: { feature: 'avatar', label: 'Avatar coming soon' },
    text: 'Type to the patient, or talk to an avatar that answers aloud. Either way the patient only knows what the case authors wrote.',
  },
  {
    anchor: 'examination-and-investigations',
    title: 'Examination and investigations',
    text: 'Examine and request tests as you would on the ward. Bedside results come back at once, others after a realistic delay, and the panel tells you when they are back.',
  },
  {
    anchor: 'feedback',
    title: 'Feedback you can check',
    text: 'Every mark points to what earned it: a line of your transcript, an examination or test you requested, or a sentence of your plan. Missing a critical item is flagged, whatever the total.',
  },
  {
    anchor: 'progress',
    title: 'Levels and analytics',
    text: 'Six performance levels from your average score, scores by topic and skill, and a timeline of every session.',
  },
  {
    anchor: 'hand-offs',
    title: 'SBAR hand-offs',
    coming: { feature: 'handoffs', label: 'Coming soon' },
    text: 'Finish a case with a written SBAR hand-off and share it with a supervisor by link or as a PDF.',
  },
  {
    anchor: 'facilitators',
    title: 'Facilitator observation',
    coming: { feature: 'facilitators', label: 'Coming soon' },
    text: 'A supervisor or colleague can watch a session live, read-only, from an invite link you send.',
  },
];

const safety = [
  {
    title: 'Fictional patients',
    text: 'Every case is fictional, written by clinicians from typical presentations. No real patient and no real record is used.',
  },
  {
    title: 'Scores by rules',
    text: 'Consultations are marked against each case’s rubric by fixed rules, not guessed by a language model: the same consultation always gets the same score.',
  },
  {
    title: 'Not medical advice',
    text: 'UroSim is for education and training only. Nothing in it is advice about a real patient or your own health.',
  },
];

/** A band of the landing page: a section named by its h2, on a plain or white background. */
const Band = ({
  id,
  title,
  isWhite = false,
  children,
}: {
  id: string;
  title: string;
  isWhite?: boolean;
  children: ReactNode;
}) => (
  <Box
    component="section"
    aria-labelledby={id}
    sx={{ py: { xs: 5, md: 8 }, bgcolor: isWhite ? 'background.paper' : undefined }}
  >
    <Container maxWidth="lg">
      <Typography id={id} variant="h2" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Container>
  </Box>
);

// Not ListGrid: the shared chunk it would bring costs the landing page more than these lines
// (the page's JavaScript budget).
const cardGridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
} as const;

/** What a text session looks like: real lines of one case, the patient's reply word for word. */
const SessionExcerpt = () => (
  <Paper
    component="figure"
    variant="outlined"
    sx={{ m: 0, p: { xs: 2, sm: 2.5 }, width: '100%', maxWidth: 440, justifySelf: { md: 'end' } }}
  >
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 1,
        mb: 2,
        pb: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Emergency department · Foundation
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
        <Box component="span" sx={visuallyHidden}>
          Time left:{' '}
        </Box>
        8:42
      </Typography>
    </Box>
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {(
        [
          [
            'Patient',
            'Please, can I have something for this pain? It’s my right side. It came out of nowhere this morning and I can’t get comfy.',
          ],
          ['You', 'When did it start?'],
          [
            'Patient',
            'About half six this morning, so three hours ago. I was getting ready for work and it just hit me, sudden, like being stabbed.',
          ],
        ] as const
      ).map(([who, text], index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed excerpt, never reordered
          key={index}
          sx={{
            p: 1.5,
            borderRadius: 2,
            maxWidth: '90%',
            justifySelf: who === 'You' ? 'end' : 'start',
            bgcolor: who === 'You' ? 'chat.sampleYou' : 'chat.sampleOther',
          }}
        >
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
            {who}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
    <Typography component="figcaption" variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
      From a text session of “Sudden right-sided pain in a sous-chef”. The patient’s replies are the case
      authors’ own words.
    </Typography>
  </Paper>
);

/** The public landing page. */
export const LandingPage = () => {
  const page = LANDING_PAGE;
  useDocumentTitle(page.title, page.description);
  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 9 } }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
              Urology training simulator
            </Typography>
            <Typography id="landing-title" variant="h1" sx={{ mb: 2, maxWidth: '26ch' }}>
              {page.heading}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem', mb: 1.5, maxWidth: '60ch' }}>
              UroSim is a training simulator for urology trainees, medical students on urology placements, and
              nurses and physician associates who see urology patients. Take a patient’s history in a timed
              session, by text chat or with an AI avatar, examine, order tests, and get feedback that shows
              exactly what you covered and what you missed.
            </Typography>
            <Typography sx={{ mb: 3, maxWidth: '60ch', color: 'text.secondary' }}>
              Start on the Free plan: no card needed.
            </Typography>
            <SiteCtaButtons />
          </Box>
          <SessionExcerpt />
        </Container>
      </Box>

      <Band id="how-it-works" title="How it works">
        <Box component="ol" sx={{ ...cardGridSx, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {steps.map((step, index) => (
            <Paper component="li" key={step.title} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {index + 1}. {step.title}
              </Typography>
              <Typography variant="body2">{step.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Band>

      <Band id="landing-features" title="What you practise with" isWhite>
        <Box
          component="ul"
          sx={{
            ...cardGridSx,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {highlights.map((item) => (
            <Paper component="li" key={item.anchor} variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
              <Typography variant="h3" sx={{ mb: 1 }}>
                <Link component={RouterLink} to={`/features#${item.anchor}`}>
                  {item.title}
                </Link>
              </Typography>
              <Typography variant="body2">{item.text}</Typography>
              {item.coming && (
                <Box sx={{ mt: 1.5 }}>
                  <ComingSoonTag feature={item.coming.feature} label={item.coming.label} />
                </Box>
              )}
            </Paper>
          ))}
        </Box>
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/features" sx={{ fontWeight: 600 }}>
            See every feature
          </Link>
        </Typography>
      </Band>

      <Box component="section" aria-labelledby="landing-pilot" sx={{ py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 2.5, md: 4 },
              borderColor: 'secondary.main',
              borderWidth: 2,
              bgcolor: 'surface.pilot',
            }}
          >
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'secondary.main', fontWeight: 700, lineHeight: 1.6 }}
            >
              Research pilot
            </Typography>
            <Typography id="landing-pilot" variant="h2" sx={{ mb: 1.5 }}>
              Help us study how trainees learn, with {RESEARCH_PILOT.complimentarySessions} sessions on us
            </Typography>
            <Typography sx={{ mb: 2, maxWidth: '65ch' }}>
              Our research pilot looks at how trainees learn from avatar and text consultations. Participants
              get {RESEARCH_PILOT.complimentarySessions} complimentary sessions on top of their plan, and
              completing two cases during the pilot unlocks a free premium month when UroSim is released.
              Taking part is voluntary.
            </Typography>
            <Link component={RouterLink} to="/research-pilot" sx={{ fontWeight: 600 }}>
              Find out about the research pilot
            </Link>
          </Paper>
        </Container>
      </Box>

      <Band id="safe-learning" title="Built for safe learning" isWhite>
        <Box component="ul" sx={{ ...cardGridSx, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {safety.map((item) => (
            <Box component="li" key={item.title} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2 }}>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {item.title}
              </Typography>
              <Typography variant="body2">{item.text}</Typography>
            </Box>
          ))}
        </Box>
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to="/about" sx={{ fontWeight: 600 }}>
            How cases are written and scored
          </Link>
        </Typography>
      </Band>

      <Container maxWidth="lg" sx={{ pb: { xs: 5, md: 8 } }}>
        <SiteCta title="Try your first case today" />
      </Container>
    </>
  );
};
