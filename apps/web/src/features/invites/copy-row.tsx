import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { copyText } from '../facilitator/format';

/**
 * One thing an invite hands on (a code to read aloud, a link to send): its label, the value in
 * monospace, and a Copy button. `onCopied` gets the sentence for the parent's status line.
 */
export const CopyRow = ({
  label,
  value,
  testId,
  isCode = false,
  onCopied,
}: {
  label: 'Code' | 'Link';
  value: string;
  testId: string;
  /** A code is shown large, to be read out; a link small, and wrapped anywhere. */
  isCode?: boolean;
  onCopied: (message: string) => void;
}) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
    <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography
      component="p"
      data-testid={testId}
      sx={
        isCode
          ? { fontFamily: 'monospace', fontSize: '1.6rem', fontWeight: 700, letterSpacing: '0.12em' }
          : { fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all', flex: '1 1 16rem' }
      }
    >
      {value}
    </Typography>
    <Button
      size="small"
      variant="outlined"
      onClick={() =>
        void copyText(value).then((isCopied) =>
          onCopied(isCopied ? `${label} copied.` : `Copy was refused: select the ${label.toLowerCase()}.`),
        )
      }
    >
      Copy {label.toLowerCase()}
    </Button>
  </Box>
);
