import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@urosim/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { paletteExtras } from '../../components/palette-extras';
import { visuallyHidden } from '../../components/visually-hidden';
import { SearchIcon } from '../cases/case-icons';
import { humanize } from '../cases/case-labels';
import { filterInvestigations } from './investigation-search';
import { type ActionRequests, RequestList } from './request-list';
import { timerAtElapsed } from './session-clock';

const labels = { request: 'Order', requesting: 'Ordering…', result: 'Result' };

/**
 * The case's investigations: search by name or alias, filter by kind, order; a result shows when
 * it is back ("Pending — expected at m:ss" until then, as the session clock will read).
 */
export const InvestigationsPanel = ({
  investigations,
  durationSeconds,
  requests,
}: {
  investigations: CaseDetail['investigations'];
  durationSeconds: number;
  requests: ActionRequests;
}) => {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');
  const kinds = useMemo(() => [...new Set(investigations.map((i) => i.kind))], [investigations]);
  const shown = filterInvestigations(investigations, query, kind);
  const ordered = requests.actions.filter((a) => a.kind === 'investigation');

  // Results that come back later are announced politely.
  const [news, setNews] = useState('');
  const known = useRef<Map<string, string | null> | null>(null);
  useEffect(() => {
    const previous = known.current;
    const now = new Map(ordered.map((a) => [a.itemId, a.result]));
    if (previous) {
      const back = ordered.filter((a) => a.result !== null && previous.get(a.itemId) == null);
      if (back.length > 0) setNews(`Result back: ${back.map((a) => a.name).join(', ')}.`);
    }
    known.current = now;
  }, [ordered]);

  return (
    <Box>
      <Box role="status" sx={visuallyHidden}>
        {news}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, mb: 2 }}>
        <TextField
          type="search"
          label="Search investigations"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          helperText="By name or another name, e.g. “CT KUB”."
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden="true" fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Type"
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All types</option>
          {kinds.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Times are as the session clock will show them.
      </Typography>
      {shown.length === 0 ? (
        <Typography>No investigation matches “{query}”. Try another name.</Typography>
      ) : (
        <RequestList
          kind="investigation"
          items={shown.map((item) => ({
            id: item.id,
            name: item.name,
            description: `${humanize(item.kind)}${item.aliases.length > 0 ? ` · also: ${item.aliases.join(', ')}` : ''}`,
          }))}
          requests={requests}
          labels={labels}
          isRequestedMarked
          waiting={(action) => (
            <Typography sx={{ mt: 1, fontWeight: 600, color: paletteExtras.amber.text }}>
              Pending — expected at {timerAtElapsed(action.availableAtSeconds, durationSeconds)}
            </Typography>
          )}
        />
      )}
    </Box>
  );
};
