import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const sectionSx = { p: { xs: 2, md: 3 } } as const;

/** A titled section of the feedback page, with an optional introduction. */
export const Section = ({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) => (
  <Paper component="section" aria-labelledby={`${id}-heading`} variant="outlined" sx={sectionSx}>
    <Typography id={`${id}-heading`} component="h2" variant="h2" sx={{ mb: intro ? 0.5 : 1.5 }}>
      {title}
    </Typography>
    {intro && <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>{intro}</Typography>}
    {children}
  </Paper>
);

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
