import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { articlesIn, faqGroups } from '@urosim/content/help';
import { Link as RouterLink } from 'react-router';
import { FaqList } from './help-faq';
import { PublicPageLayout } from './public-page';

const groupId = (group: string) => `faq-${group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

// The FAQ's articles under their groups, in the groups' order; a group without questions is left out.
const groups = faqGroups
  .map((group) => ({
    group,
    id: groupId(group),
    articles: articlesIn('faq').filter((article) => article.group === group),
  }))
  .filter(({ articles }) => articles.length > 0);

/** `/faq`: the help content's questions by group; `/faq#<question id>` opens that question. */
export const FaqPage = () => (
  <PublicPageLayout path="/faq">
    <Box component="nav" aria-label="Question groups" sx={{ mb: 4 }}>
      <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { sm: 2 }, columnGap: 4 }}>
        {groups.map(({ group, id }) => (
          <li key={id}>
            <Link href={`#${id}`}>{group}</Link>
          </li>
        ))}
      </Box>
    </Box>
    {groups.map(({ group, id, articles }) => (
      <Box component="section" key={id} id={id} aria-labelledby={`${id}-title`}>
        <Typography id={`${id}-title`} variant="h2" sx={{ mb: 2 }}>
          {group}
        </Typography>
        <FaqList articles={articles} />
      </Box>
    ))}
    <Typography>
      Not answered here? See{' '}
      <Link component={RouterLink} to="/help-and-support">
        Help &amp; Support
      </Link>{' '}
      or{' '}
      <Link component={RouterLink} to="/contact">
        contact us
      </Link>
      .
    </Typography>
  </PublicPageLayout>
);
