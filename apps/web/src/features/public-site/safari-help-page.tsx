import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { articlesIn } from '@urosim/content/help';
import { Link as RouterLink } from 'react-router';
import { HelpArticleSection } from './help-article';
import { useScrollToHash } from './help-hash';
import { PublicPageLayout, publicPage } from './public-page';

const PATH = '/help/safari';
const articles = articlesIn('safari');
const articleIds = articles.map((article) => article.id);

/** `/help/safari`: the settings Safari needs (cookies, microphone, version). */
export const SafariHelpPage = () => {
  useScrollToHash(articleIds);
  return (
    <PublicPageLayout path={PATH} lead={publicPage(PATH).description}>
      {articles.map((article) => (
        <HelpArticleSection key={article.id} article={article} level="h2" />
      ))}
      <Typography>
        Still stuck?{' '}
        <Link component={RouterLink} to="/contact">
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
