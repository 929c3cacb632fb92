import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paletteExtras } from '../../components/palette-extras';
import { visuallyHidden } from '../../components/visually-hidden';
import {
  caseModeFromSearch,
  controlsView,
  latestSessionUpdate,
  onSessionUpdate,
  requestSession,
} from './session-events';

// On the header's blue: white pill normally, amber when time is low, red when critical (each keeps
// at least 4.5:1 for its text).
const onBlue = (opacity: number) => (theme: Theme) => alpha(theme.palette.common.white, opacity);
const timerTones = {
  normal: { bgcolor: onBlue(0.14), color: 'common.white', borderColor: onBlue(0.6) },
  low: { bgcolor: paletteExtras.lowTime, color: 'text.primary', borderColor: paletteExtras.lowTime },
  critical: { bgcolor: paletteExtras.alarm.main, color: 'common.white', borderColor: 'common.white' },
} as const;

/**
 * The header's session controls on /case/ pages (specification, section 4): the m:ss timer and one
 * button whose label follows the phase. They only raise start and stop requests as window events
 * and show the updates the case page dispatches; the case page runs the session.
 */
export const CaseSessionControls = ({ isCompact = false }: { isCompact?: boolean }) => {
  const { search } = useLocation();
  const mode = caseModeFromSearch(search);
  const [update, setUpdate] = useState(latestSessionUpdate);
  useEffect(() => {
    setUpdate(latestSessionUpdate());
    return onSessionUpdate(setUpdate);
  }, []);
  const view = controlsView(update, { isPreview: mode.isPreview });

  return (
    <Box
      role="group"
      aria-label="Session controls"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexShrink: 0,
        width: isCompact ? '100%' : 'auto',
        justifyContent: isCompact ? 'space-between' : 'flex-end',
      }}
    >
      {mode.isFacilitatorMode && (
        <Chip
          size="small"
          label="Facilitator mode"
          sx={{ bgcolor: 'common.white', color: 'primary.main', fontWeight: 700 }}
        />
      )}
      {(mode.isFacilitatorMode || update?.facilitatorReady) && (
        <Chip
          size="small"
          label={update?.facilitatorReady ? 'Facilitator ready' : 'Facilitator not ready'}
          variant="outlined"
          sx={{ color: 'common.white', borderColor: 'common.white', fontWeight: 600 }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: isCompact ? 'auto' : 0 }}>
        {view.timer && (
          <Box
            role="timer"
            aria-atomic="true"
            data-tone={view.tone}
            sx={{
              ...timerTones[view.tone],
              border: 1,
              borderRadius: 999,
              px: 1.5,
              py: 0.5,
              minWidth: 72,
              textAlign: 'center',
              fontWeight: 700,
              fontSize: '1.05rem',
              fontVariantNumeric: 'tabular-nums',
              transition: 'background-color 300ms ease',
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              Time left:{' '}
            </Box>
            {view.timer}
          </Box>
        )}
        <Button
          variant={view.action === 'stop' ? 'outlined' : 'contained'}
          disabled={view.isDisabled}
          onClick={() => {
            if (view.action) requestSession(view.action);
          }}
          sx={{
            whiteSpace: 'nowrap',
            ...(view.action === 'stop'
              ? {
                  color: 'common.white',
                  borderColor: 'common.white',
                  '&:hover': { borderColor: 'common.white', bgcolor: onBlue(0.12) },
                }
              : {
                  bgcolor: 'common.white',
                  color: 'primary.main',
                  '&:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.1) },
                }),
            // Disabled labels (Starting..., Session Completed) stay readable on the blue.
            '&.Mui-disabled': {
              bgcolor: onBlue(0.85),
              color: paletteExtras.neutral[800],
              borderColor: 'transparent',
            },
          }}
        >
          {view.label}
        </Button>
      </Box>
    </Box>
  );
};
