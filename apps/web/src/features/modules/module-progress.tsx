import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** "N of M cases scored" with a bar that says the same to screen readers. */
export const ModuleProgress = ({ scored, total }: { scored: number; total: number }) => {
  const labelId = useId();
  const text = `${scored} of ${total} ${total === 1 ? 'case' : 'cases'} scored`;
  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : (scored / total) * 100}
        aria-labelledby={labelId}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
};
