import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseCard as TCaseCard } from '@urosim/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { ListGrid } from '../../components/list-grid';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import { CaseCard, CaseCardSkeleton } from './case-card';
import {
  type CaseFilters,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  hasActiveFilters,
  NO_FILTERS,
} from './case-filters';
import { SearchIcon } from './case-icons';
import { countText, labelFor } from './case-labels';
import { caseKeys, fetchCaseFilters, fetchCases, setCaseBookmark } from './cases-api';
import { focusRingSx } from './focus-ring';

const SEARCH_DEBOUNCE_MS = 300;

/** One column on phones, two on tablets, three on wide screens; the loading cards take the same places. */
const caseColumns = { xs: 1, md: 2, lg: 3 };

type FilterOption = { value: string; label: string; count: number };

/** A labelled native select: light, and read well by screen readers and mobile browsers. */
const FilterSelect = ({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: FilterOption[] | undefined;
  onChange: (value: string) => void;
}) => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    size="small"
    fullWidth
    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
  >
    <option value="">{allLabel}</option>
    {/* A value from the address that the options do not hold still shows what is applied. */}
    {value && !options?.some((option) => option.value === value) && <option value={value}>{value}</option>}
    {options?.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label} ({option.count})
      </option>
    ))}
  </TextField>
);

/**
 * `/case-selection` (Urology Case Selection) and `/browse-cases`: the case library with search,
 * filters from `/config/case-filters`, bookmarks, and a way into each case's preview or session.
 */
export const CaseSelectionPage = ({ title = 'Urology Case Selection' }: { title?: string }) => {
  useDocumentTitle(title);
  const { isLoggedIn } = useAuthUser();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The address holds the filters; a copy in state answers at once (the router updates the address
  // in a transition, which would make a switch or a select lag behind a click).
  const addressKey = searchParams.toString();
  const [filters, setFilters] = useState(() => filtersFromSearch(searchParams));
  useEffect(() => setFilters(filtersFromSearch(new URLSearchParams(addressKey))), [addressKey]);
  const [searchText, setSearchText] = useState(filters.q);
  const queryClient = useQueryClient();

  const applyFilters = (next: CaseFilters) => {
    setFilters(next);
    setSearchParams(filtersToSearch(next, searchParams), { replace: true, preventScrollReset: true });
  };

  // The search box writes to the address once typing pauses.
  useEffect(() => {
    if (searchText.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => {
      const next = { ...filters, q: searchText };
      setFilters(next);
      setSearchParams(filtersToSearch(next, searchParams), { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters, searchParams, setSearchParams]);
  // Back/forward or a link changes the address: the box follows (keeping what is being typed).
  useEffect(
    () => setSearchText((current) => (current.trim() === filters.q.trim() ? current : filters.q)),
    [filters.q],
  );

  const query = filtersToQuery(filters);
  const options = useQuery({
    queryKey: caseKeys.filters(),
    queryFn: ({ signal }) => fetchCaseFilters(signal),
    staleTime: 5 * 60_000,
    enabled: isLoggedIn,
  });
  const list = useQuery({
    queryKey: caseKeys.list(query),
    queryFn: ({ signal }) => fetchCases(query, signal),
    placeholderData: keepPreviousData,
    enabled: isLoggedIn,
  });

  const bookmark = useMutation({
    mutationFn: (item: TCaseCard) => setCaseBookmark(item.id, !item.isBookmarked),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: caseKeys.lists() });
      const flip = (data: { cases: TCaseCard[]; total: number } | undefined) =>
        data && {
          ...data,
          cases: data.cases.map((c) => (c.id === item.id ? { ...c, isBookmarked: !item.isBookmarked } : c)),
        };
      const previous = queryClient.getQueriesData<{ cases: TCaseCard[]; total: number }>({
        queryKey: caseKeys.lists(),
      });
      queryClient.setQueriesData<{ cases: TCaseCard[]; total: number }>({ queryKey: caseKeys.lists() }, flip);
      return { previous };
    },
    onError: (_error, _item, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.lists() }),
  });

  const clearFilters = () => {
    setSearchText('');
    applyFilters(NO_FILTERS);
  };

  const labelsOf = (item: TCaseCard) => ({
    difficulty: labelFor(options.data?.difficulties, item.difficulty),
    tier: labelFor(options.data?.tiers, item.accessTier),
  });

  const isFiltered = hasActiveFilters(filters);
  const cases = list.data?.cases;
  const isFirstLoad = list.isPending && isLoggedIn;

  let results: React.ReactNode;
  if (!isLoggedIn) {
    results = (
      <Alert severity="info" sx={{ maxWidth: '70ch' }}>
        Sign in to browse the case library and play its cases.{' '}
        <RouterLink to="/login" state={{ from: location }}>
          Sign In
        </RouterLink>
      </Alert>
    );
  } else if (isFirstLoad) {
    results = (
      <ListGrid component="div" columns={caseColumns}>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <CaseCardSkeleton key={key} />
        ))}
      </ListGrid>
    );
  } else if (list.isError && !cases) {
    results = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
        sx={{ maxWidth: '70ch' }}
      >
        The case library could not be loaded.{' '}
        {isApiError(list.error) ? list.error.message : 'Something went wrong while loading this page.'}
      </Alert>
    );
  } else if (cases && cases.length === 0) {
    results = (
      <Paper variant="outlined" sx={{ p: 3, maxWidth: '70ch' }}>
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {filters.isBookmarkedOnly && !filters.q && !filters.topic
            ? 'No bookmarked cases'
            : 'No cases found'}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {filters.isBookmarkedOnly
            ? 'Bookmark a case with its bookmark button to find it here quickly.'
            : 'No case matches your search and filters. Try other words or fewer filters.'}
        </Typography>
        {isFiltered && (
          <Button variant="outlined" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </Paper>
    );
  } else if (cases) {
    results = (
      <ListGrid
        aria-label="Cases"
        columns={caseColumns}
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        {cases.map((item) => (
          <li key={item.id}>
            <CaseCard
              item={item}
              labels={labelsOf(item)}
              onToggleBookmark={(card) => bookmark.mutate(card)}
              isBookmarkPending={bookmark.isPending && bookmark.variables?.id === item.id}
            />
          </li>
        ))}
      </ListGrid>
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, ...focusRingSx }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Choose a fictional patient to assess in a timed session. Every case and every patient is made up for
        training.
      </Typography>

      {isLoggedIn && (
        <Paper
          role="search"
          variant="outlined"
          aria-label="Search and filter cases"
          sx={{
            p: 2,
            mb: 3,
            display: 'grid',
            gap: 2,
            alignItems: 'center',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              type="search"
              label="Search cases"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyFilters({ ...filters, q: searchText });
              }}
              size="small"
              fullWidth
              slotProps={{
                htmlInput: { maxLength: 100 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden="true" fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <FilterSelect
            label="Topic"
            allLabel="All topics"
            value={filters.topic}
            options={options.data?.topics}
            onChange={(topic) => applyFilters({ ...filters, topic })}
          />
          <FilterSelect
            label="Difficulty"
            allLabel="All difficulties"
            value={filters.difficulty}
            options={options.data?.difficulties}
            onChange={(difficulty) => applyFilters({ ...filters, difficulty })}
          />
          <FilterSelect
            label="Duration"
            allLabel="Any duration"
            value={filters.maxMinutes}
            options={options.data?.durations}
            onChange={(maxMinutes) => applyFilters({ ...filters, maxMinutes })}
          />
          <FilterSelect
            label="Access tier"
            allLabel="All tiers"
            value={filters.tier}
            options={options.data?.tiers}
            onChange={(tier) => applyFilters({ ...filters, tier })}
          />
          <Box
            sx={{
              gridColumn: '1 / -1',
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <FormControlLabel
              control={
                <Switch
                  checked={filters.isBookmarkedOnly}
                  onChange={(event) => applyFilters({ ...filters, isBookmarkedOnly: event.target.checked })}
                />
              }
              label="Bookmarked only"
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <Typography role="status" sx={{ color: 'text.secondary' }}>
                {cases ? countText(list.data?.total ?? cases.length) : ''}
                {list.isFetching && !isFirstLoad && (
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    Updating…
                  </Box>
                )}
              </Typography>
              <Button onClick={clearFilters}>Clear filters</Button>
            </Box>
          </Box>
        </Paper>
      )}

      {bookmark.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The bookmark could not be saved. {isApiError(bookmark.error) ? bookmark.error.message : ''}
        </Alert>
      )}
      {isFirstLoad && (
        <Box role="status" sx={visuallyHidden}>
          Loading cases…
        </Box>
      )}
      {results}
    </Container>
  );
};
