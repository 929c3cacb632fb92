import { createSvgIcon } from '@mui/material/SvgIcon';

// Material Design icon paths (Apache License 2.0); here rather than in components/icons so that the
// first download does not carry them.

export const ChatBubbleIcon = createSvgIcon(
  <path d="M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z" />,
  'ChatBubble',
);
export const SendIcon = createSvgIcon(<path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />, 'Send');
