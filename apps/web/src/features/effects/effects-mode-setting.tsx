import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useEffectsMode } from './use-effects-mode';

/** The switch between lux and performance effects; kept in this browser only (section 4). */
export const EffectsModeSetting = () => {
  const { mode, toggle } = useEffectsMode();
  const hintId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={mode === 'performance'}
            onChange={toggle}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label="Performance mode (fewer visual effects)"
      />
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', ml: { xs: 0, sm: 6 } }}>
        {mode === 'performance'
          ? 'Effects are off on this device: no animations or transitions.'
          : 'Lux effects are on on this device. Switch on performance mode for a lighter, still page.'}
      </Typography>
    </div>
  );
};
