import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SessionAction } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import type { ActionKind } from './use-session-actions';

/** What the case page passes to both request lists: the session's actions and how to ask for more. */
export type ActionRequests = {
  actions: SessionAction[];
  /** Keys `kind:itemId` of the requests under way. */
  pending: ReadonlySet<string>;
  /** The last error of a request, by the same key. */
  errors: Record<string, string>;
  isEnabled: boolean;
  onRequest: (kind: ActionKind, itemId: string) => void;
};

export type RequestItem = { id: string; name: string; description: ReactNode };

/**
 * The examinations or the investigations of a case as cards: each with the button that asks for
 * it (named by the item, for screen readers), then what came back, or while it is awaited
 * `waiting`, and the request's error.
 */
export const RequestList = ({
  kind,
  items,
  requests,
  labels,
  waiting,
  isRequestedMarked = false,
}: {
  kind: ActionKind;
  items: RequestItem[];
  requests: ActionRequests;
  /** The button's label, and while asking; the heading of what came back. */
  labels: { request: string; requesting: string; result: string };
  waiting?: (action: SessionAction) => ReactNode;
  /** A requested item's card gets the primary colour's border. */
  isRequestedMarked?: boolean;
}) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
    {items.map((item) => {
      const action = requests.actions.find((a) => a.kind === kind && a.itemId === item.id);
      const key = `${kind}:${item.id}`;
      const isPending = requests.pending.has(key);
      const error = requests.errors[key];
      return (
        <Paper
          component="li"
          key={item.id}
          variant="outlined"
          sx={{ p: 2, ...(isRequestedMarked ? { borderColor: action ? 'primary.main' : 'divider' } : {}) }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 160 }}>
              <Typography component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
                {item.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.description}
              </Typography>
            </Box>
            {!action && (
              <Button
                variant="outlined"
                onClick={() => requests.onRequest(kind, item.id)}
                disabled={!requests.isEnabled || isPending}
              >
                {isPending ? labels.requesting : labels.request}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {item.name}
                </Box>
              </Button>
            )}
          </Box>
          {action && action.result === null && waiting?.(action)}
          {action?.result && (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {labels.result}:{' '}
              </Box>
              {action.result}
            </Typography>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
        </Paper>
      );
    })}
  </Box>
);
