/**
 * Styles that hide text from the eye but keep it for screen readers. Sizes are strings: in MUI's
 * `sx` a bare `1` means 100%, which made every hidden label a full-width box that widened the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
