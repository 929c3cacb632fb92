import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HelpArticle } from '@urosim/content/help';
import { useCallback, useMemo, useState } from 'react';
import { ExpandMoreIcon } from '../../components/app-icons';
import { HelpParagraphs } from './help-article';
import { useScrollToHash } from './help-hash';

/**
 * Questions as an accordion, each an h3 button whose answer opens below it. The accordion's element
 * id is the article's id, so `/faq#does-it-work-on-safari` scrolls to that question, opens it and
 * puts the focus on it.
 */
export const FaqList = ({ articles }: { articles: readonly HelpArticle[] }) => {
  // All closed at first, as the pre-rendered page has them (it has no hash); the question the
  // address names is opened once the page is on screen (useScrollToHash below).
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const setOpen = useCallback((id: string, isOpen: boolean) => {
    setExpanded((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const ids = useMemo(() => articles.map((a) => a.id), [articles]);
  useScrollToHash(ids, (element) => {
    setOpen(element.id, true);
    element.querySelector<HTMLElement>('[aria-controls]')?.focus({ preventScroll: true });
  });

  return (
    <Box sx={{ mb: 4 }}>
      {articles.map((article) => (
        <Accordion
          key={article.id}
          id={article.id}
          expanded={expanded.has(article.id)}
          onChange={(_event, isOpen) => setOpen(article.id, isOpen)}
          disableGutters
          elevation={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            id={`${article.id}-question`}
            aria-controls={`${article.id}-answer`}
            expandIcon={<ExpandMoreIcon aria-hidden="true" />}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {article.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <HelpParagraphs article={article} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};
