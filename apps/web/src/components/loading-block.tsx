import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from './visually-hidden';

/** Placeholders of the blocks to come, busy, with what is loading said to screen readers. */
export const LoadingBlock = ({ label, heights }: { label: string; heights: readonly number[] }) => (
  <Box aria-busy="true">
    <Box role="status" sx={visuallyHidden}>
      {label}
    </Box>
    {heights.map((height, index) => (
      <Skeleton
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are positional and fixed
        key={index}
        variant="rounded"
        height={height}
        sx={index < heights.length - 1 ? { mb: 2 } : undefined}
      />
    ))}
  </Box>
);
