import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { articlesIn, helpArticles } from '@urosim/content/help';
import { Link as RouterLink } from 'react-router';
import { HelpArticleSection, HelpParagraphs } from './help-article';
import { useScrollToHash } from './help-hash';
import { PublicPageLayout } from './public-page';

const articles = articlesIn('safari');
const articleIds = articles.map((article) => article.id);
// The FAQ's short answer introduces the page; the steps follow.
const summary = helpArticles.find((article) => article.id === 'does-it-work-on-safari');

/** `/help/safari`: the settings Safari needs (cookies, microphone, version). */
export const SafariHelpPage = () => {
  useScrollToHash(articleIds);
  return (
    <PublicPageLayout path="/help/safari">
      {summary && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 2.5 }, mb: 4, borderLeft: 4, borderLeftColor: 'primary.main' }}
        >
          <HelpParagraphs article={summary} />
        </Paper>
      )}
      {articles.map((article) => (
        <HelpArticleSection key={article.id} article={article} level="h2" />
      ))}
      <Typography>
        Still stuck?{' '}
        <Link component={RouterLink} to="/contact?topic=general">
          Contact us
        </Link>{' '}
        and tell us which device and version of Safari you use. See also{' '}
        <Link component={RouterLink} to="/faq#which-browsers">
          which browsers and devices UroSim works on
        </Link>
        .
      </Typography>
    </PublicPageLayout>
  );
};
