import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { articlesIn } from '@urosim/content/help';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '../../components/list-grid';
import { HelpArticleSection } from './help-article';
import { useScrollToHash } from './help-hash';
import { PublicPageLayout, publicPage } from './public-page';

const articles = articlesIn('help');
const articleIds = articles.map((article) => article.id);

/** A page the help cards point to, with its heading and description from `publicPages`. */
const pageCard = (path: string) => {
  const page = publicPage(path);
  return { to: path, title: page.heading, text: page.description };
};

const cards = [
  pageCard('/faq'),
  pageCard('/help/safari'),
  pageCard('/contact'),
  pageCard('/accessibility'),
  // The service status page is not a public website page (no sitemap entry), so it is described here.
  {
    to: '/status',
    title: 'Service status',
    text: 'Whether the UroSim server and its database are up, checked every 30 seconds.',
  },
];

/** `/help-and-support`: links to the other help pages, then the help articles on using UroSim. */
export const HelpAndSupportPage = () => {
  useScrollToHash(articleIds);
  return (
    <PublicPageLayout path="/help-and-support" wide>
      <Box component="section" aria-labelledby="help-more" sx={{ mb: 6 }}>
        <Typography id="help-more" variant="h2" sx={{ mb: 2 }}>
          Find help
        </Typography>
        <ListGrid columns={{ xs: 1, sm: 2, md: 3 }}>
          {cards.map((card) => (
            <Paper
              component="li"
              key={card.to}
              variant="outlined"
              sx={{
                p: 2.5,
                position: 'relative',
                '&:hover': { borderColor: 'primary.main' },
                '&:focus-within': {
                  outline: (theme) => `3px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              }}
            >
              <Typography variant="h3" sx={{ mb: 1 }}>
                {/* The link covers the whole card, so the card is one tab stop with one name. */}
                <Link
                  component={RouterLink}
                  to={card.to}
                  sx={{
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                    '&:focus-visible': { outline: 'none' },
                  }}
                >
                  {card.title}
                </Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {card.text}
              </Typography>
            </Paper>
          ))}
        </ListGrid>
      </Box>
      <Box component="section" aria-labelledby="help-using" sx={{ maxWidth: '72ch' }}>
        <Typography id="help-using" variant="h2" sx={{ mb: 3 }}>
          Using UroSim
        </Typography>
        {articles.map((article) => (
          <HelpArticleSection key={article.id} article={article} level="h3" />
        ))}
      </Box>
    </PublicPageLayout>
  );
};
