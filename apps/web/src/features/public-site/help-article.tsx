import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HelpArticle } from '@urosim/content/help';

/** An article's answer, one paragraph per string of its body. */
export const HelpParagraphs = ({ article }: { article: HelpArticle }) => (
  <>
    {article.body.map((paragraph) => (
      <Typography key={paragraph} sx={{ mb: 1.5, '&:last-child': { mb: 0 } }}>
        {paragraph}
      </Typography>
    ))}
  </>
);

/** One help article as a section of a page: its title at `level`, its paragraphs; `id` is its anchor. */
export const HelpArticleSection = ({ article, level }: { article: HelpArticle; level: 'h2' | 'h3' }) => {
  const titleId = `${article.id}-title`;
  return (
    <Box component="section" id={article.id} aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Typography id={titleId} variant={level} component={level} sx={{ mb: 1.5 }}>
        {article.title}
      </Typography>
      <HelpParagraphs article={article} />
    </Box>
  );
};
