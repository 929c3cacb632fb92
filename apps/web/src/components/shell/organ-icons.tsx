import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Simple, stylised shapes drawn for UroSim (no third-party artwork): kidney, bladder, droplet,
// test tube, stethoscope and a microscope slide. All decorative.
const shapes: Record<string, ReactNode> = {
  kidney: (
    <path d="M15 3c-5 0-9 4.5-9 10.5S10 25 15 25c3 0 4.5-2 4.5-4.5 0-2-1.5-3-1.5-6.5s1.5-4.5 1.5-6.5C19.5 5 18 3 15 3z" />
  ),
  bladder: (
    <>
      <path d="M14 6c-5 0-8 3.5-8 8 0 5 3.5 8 8 8s8-3 8-8c0-4.5-3-8-8-8z" />
      <rect x="12.5" y="21" width="3" height="6" rx="1.5" />
    </>
  ),
  droplet: <path d="M14 3s-8 9-8 14a8 8 0 0 0 16 0c0-5-8-14-8-14z" />,
  tube: (
    <>
      <rect x="10" y="3" width="8" height="3" rx="1.5" />
      <path d="M11 6h6v15a3 3 0 0 1-6 0z" />
    </>
  ),
  stethoscope: (
    <path
      d="M7 3v7a6 6 0 0 0 12 0V3M13 16v3a5 5 0 0 0 10 0v-2"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  ),
  slide: (
    <>
      <rect x="3" y="9" width="22" height="10" rx="2" />
      <Box component="circle" cx="14" cy="14" r="3" sx={{ fill: (theme) => theme.palette.primary.main }} />
    </>
  ),
};

export const ORGAN_NAMES = Object.keys(shapes);

export const OrganIcon = ({ name, size = 36 }: { name: string; size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 28 28"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    {shapes[name]}
  </svg>
);
