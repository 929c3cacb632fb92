import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

const HiddenUntilFocused = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.primary.main,
  fontWeight: 600,
  boxShadow: theme.shadows[4],
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/** First focusable element of every page: jumps past the header to the main content. */
export const SkipLink = () => (
  <HiddenUntilFocused href={`#${MAIN_CONTENT_ID}`}>Skip to main content</HiddenUntilFocused>
);
