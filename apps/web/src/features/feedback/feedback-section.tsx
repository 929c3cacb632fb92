import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { ExpandMoreIcon } from '../../components/app-icons';

export const sectionSx = { p: { xs: 2, md: 3 } } as const;

/**
 * Below 1200 px (where the transcript no longer sits beside the items) the feedback page is one
 * long column: its sections fold to their headings there, and the transcript opens in a drawer.
 */
export const useIsNarrowFeedback = () => useMediaQuery(useTheme().breakpoints.down('lg'), { noSsr: true });

/**
 * A titled section of the feedback page, with an optional introduction. On narrow screens it folds
 * to its heading (a disclosure button inside the h2), open at first only when `isInitiallyOpen`.
 */
export const Section = ({
  id,
  title,
  intro,
  children,
  isInitiallyOpen = false,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  isInitiallyOpen?: boolean;
}) => {
  const isNarrow = useIsNarrowFeedback();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const body = (
    <>
      {intro && <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>{intro}</Typography>}
      {children}
    </>
  );
  if (!isNarrow) {
    return (
      <Paper component="section" aria-labelledby={`${id}-heading`} variant="outlined" sx={sectionSx}>
        <Typography id={`${id}-heading`} component="h2" variant="h2" sx={{ mb: intro ? 0.5 : 1.5 }}>
          {title}
        </Typography>
        {body}
      </Paper>
    );
  }
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} variant="outlined" sx={sectionSx}>
      <Typography id={`${id}-heading`} component="h2" variant="h2" sx={{ m: 0 }}>
        <ButtonBase
          aria-expanded={isOpen}
          aria-controls={`${id}-body`}
          onClick={() => setIsOpen((open) => !open)}
          sx={{
            width: '100%',
            minHeight: 44,
            justifyContent: 'space-between',
            gap: 1,
            textAlign: 'left',
            font: 'inherit',
            color: 'inherit',
            borderRadius: 1,
            '&.Mui-focusVisible, &:focus-visible': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {title}
          <ExpandMoreIcon
            aria-hidden
            sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', color: 'text.secondary' }}
          />
        </ButtonBase>
      </Typography>
      <Box id={`${id}-body`} hidden={!isOpen} sx={{ pt: 1.5 }}>
        {body}
      </Box>
    </Paper>
  );
};

/** A list of rubric items or actions, as cards one under another. */
export const ItemList = ({
  children,
  label,
  isOrdered = true,
}: {
  children: ReactNode;
  label?: string;
  isOrdered?: boolean;
}) => (
  <Box
    component={isOrdered ? 'ol' : 'ul'}
    aria-label={label}
    sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
  >
    {children}
  </Box>
);

/** A bulleted list, or a quiet line when it is empty. */
export const ListOf = ({ items, empty }: { items: string[]; empty: string }) =>
  items.length === 0 ? (
    <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
      {items.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </Box>
  );

/** Terms in bold with what they stand for (a description list). */
export const Definitions = ({
  entries,
  gap,
}: {
  entries: { term: string; description: ReactNode }[];
  gap: number;
}) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gap, '& dd': { m: 0 } }}>
    {entries.map(({ term, description }) => (
      <div key={term}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>
          {term}
        </Typography>
        <Typography component="dd">{description}</Typography>
      </div>
    ))}
  </Box>
);
