import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CaseDetail, SessionAction } from '@urosim/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { SearchIcon } from '../cases/case-icons';
import { humanize } from '../cases/case-labels';
import { filterInvestigations } from './investigation-search';
import { timerAtElapsed } from './session-clock';

/**
 * The case's investigations: search by name or alias, filter by kind, order; a result shows when
 * it is back ("Pending — expected at m:ss" until then, as the session clock will read).
 */
export const InvestigationsPanel = ({
  investigations,
  actions,
  pending,
  errors,
  isEnabled,
  durationSeconds,
  onOrder,
}: {
  investigations: CaseDetail['investigations'];
  actions: SessionAction[];
  pending: ReadonlySet<string>;
  errors: Record<string, string>;
  isEnabled: boolean;
  durationSeconds: number;
  onOrder: (investigationId: string) => void;
}) => {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState('');
  const kinds = useMemo(() => [...new Set(investigations.map((i) => i.kind))], [investigations]);
  const shown = filterInvestigations(investigations, query, kind);
  const ordered = actions.filter((a) => a.kind === 'investigation');

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
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {shown.map((item) => {
            const action = ordered.find((a) => a.itemId === item.id);
            const key = `investigation:${item.id}`;
            return (
              <Paper
                component="li"
                key={item.id}
                variant="outlined"
                sx={{ p: 2, borderColor: action ? 'primary.main' : 'divider' }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: 1, minWidth: 160 }}>
                    <Typography component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
                      {item.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {humanize(item.kind)}
                      {item.aliases.length > 0 && ` · also: ${item.aliases.join(', ')}`}
                    </Typography>
                  </Box>
                  {!action && (
                    <Button
                      variant="outlined"
                      onClick={() => onOrder(item.id)}
                      disabled={!isEnabled || pending.has(key)}
                    >
                      {pending.has(key) ? 'Ordering…' : 'Order'}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {item.name}
                      </Box>
                    </Button>
                  )}
                </Box>
                {action && action.result === null && (
                  <Typography sx={{ mt: 1, fontWeight: 600, color: '#7a4100' }}>
                    Pending — expected at {timerAtElapsed(action.availableAtSeconds, durationSeconds)}
                  </Typography>
                )}
                {action?.result && (
                  <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      Result:{' '}
                    </Box>
                    {action.result}
                  </Typography>
                )}
                {errors[key] && (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {errors[key]}
                  </Alert>
                )}
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
};
