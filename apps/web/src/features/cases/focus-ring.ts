/**
 * A clear focus ring for the MUI controls of the case pages (buttons, icon buttons, tabs, chips,
 * switches): MUI's own focus sign is a faint ripple. Put on a page's outermost box.
 */
export const focusRingSx = {
  '& .MuiButtonBase-root.Mui-focusVisible, & .MuiChip-root.Mui-focusVisible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
  '& .MuiSwitch-root:has(.Mui-focusVisible)': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: 0,
    borderRadius: 2,
  },
} as const;
