import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { articlesIn, helpArticles } from '@urosim/content/help';
import { RESEARCH_PILOT } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ComingSoonNote } from './coming-soon';
import { HelpArticleSection, HelpParagraphs } from './help-article';
import { useScrollToHash } from './help-hash';
import { PilotPanel } from './pilot-panel';
import { PublicPageLayout } from './public-page';

const { complimentarySessions, casesForPremiumMonth } = RESEARCH_PILOT;
const about = helpArticles.find((article) => article.id === 'what-is-the-pilot');
const howToJoin = articlesIn('pilot');
const anchors = ['join', ...howToJoin.map((article) => article.id)];

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
    <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const listSx = { m: 0, pl: 2.5, '& li': { mb: 1 } } as const;

/** `/research-pilot`: what the pilot is, what taking part involves, who can join, data use, and joining. */
export const ResearchPilotPage = () => {
  useScrollToHash(anchors);
  return (
    <PublicPageLayout
      path="/research-pilot"
      lead={`We are recruiting participants for avatar and text consultations: ${complimentarySessions} complimentary sessions, and a free premium month at release when you complete ${casesForPremiumMonth} cases.`}
    >
      <Box sx={{ mb: 4 }}>
        <Button component={RouterLink} to="#join" variant="contained" size="large">
          How to join
        </Button>
      </Box>
      {about && (
        <Section id="pilot-about" title="About the pilot">
          <HelpParagraphs article={about} />
        </Section>
      )}
      <Section id="pilot-involves" title="What taking part involves">
        <ComingSoonNote features={['avatar']} />
        <Box component="ul" sx={listSx}>
          <li>
            <Typography>
              Join from this page with your UroSim account, once you have agreed to take part.
            </Typography>
          </li>
          <li>
            <Typography>
              Practise cases as usual, by text chat or with the AI avatar, with {complimentarySessions}{' '}
              complimentary sessions as well as your plan’s own.
            </Typography>
          </li>
          <li>
            <Typography>
              Complete {casesForPremiumMonth} different cases during the pilot to unlock a free premium month
              when UroSim is released.
            </Typography>
          </li>
        </Box>
      </Section>
      <Section id="pilot-who" title="Who can take part">
        <Typography>
          Healthcare professionals and students in training. You need a UroSim account: a free one is enough.
        </Typography>
      </Section>
      <Section id="pilot-data" title="How we use your data">
        <Box component="ul" sx={listSx}>
          <li>
            <Typography>
              The sessions you play as a participant are used for research in de-identified form, without the
              details that identify you.
            </Typography>
          </li>
          <li>
            <Typography>
              Taking part is voluntary. You can withdraw at any time by{' '}
              <Link component={RouterLink} to="/contact?topic=research-pilot">
                writing to us with the topic Research pilot
              </Link>
              .
            </Typography>
          </li>
          <li>
            <Typography>
              Everything else about your personal data is on the{' '}
              <Link component={RouterLink} to="/legal">
                Terms &amp; Privacy
              </Link>{' '}
              page.
            </Typography>
          </li>
        </Box>
      </Section>
      {howToJoin.map((article) => (
        <HelpArticleSection key={article.id} article={article} level="h2" />
      ))}
      <PilotPanel />
    </PublicPageLayout>
  );
};
