import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { countWords, SBAR_SECTIONS, SECTION_MAX_CHARS, sbarGuide, wordsText } from './handoff-text';
import type { Sbar, SbarSection } from './reporting-api';

/** Past this many characters a section says how close it is to its limit. */
const NEAR_LIMIT = SECTION_MAX_CHARS - 300;

const minRows: Record<SbarSection, number> = {
  situation: 3,
  background: 4,
  assessment: 5,
  recommendation: 4,
};

/** One SBAR section: its label, a line on what goes in it and its word count (its description). */
const SbarField = ({
  section,
  value,
  onChange,
}: {
  section: SbarSection;
  value: string;
  onChange: (section: SbarSection, text: string) => void;
}) => {
  const { label, guidance } = sbarGuide[section];
  return (
    <TextField
      label={label}
      name={section}
      value={value}
      onChange={(event) => onChange(section, event.target.value)}
      multiline
      minRows={minRows[section]}
      fullWidth
      slotProps={{ htmlInput: { maxLength: SECTION_MAX_CHARS, spellCheck: true } }}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
          <span>{guidance}</span>
          <Box
            component="span"
            data-testid={`words-${section}`}
            sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
          >
            {value.length > NEAR_LIMIT
              ? `${value.length} of ${SECTION_MAX_CHARS} characters`
              : wordsText(countWords(value))}
          </Box>
        </Box>
      }
      sx={{ '& .MuiFormHelperText-root': { mx: 0, color: 'text.secondary' } }}
    />
  );
};

/** The four SBAR sections, in order. */
export const SbarFields = ({
  draft,
  onChange,
}: {
  draft: Sbar;
  onChange: (section: SbarSection, text: string) => void;
}) => (
  <Box sx={{ display: 'grid', gap: 3 }}>
    {SBAR_SECTIONS.map((section) => (
      <SbarField key={section} section={section} value={draft[section]} onChange={onChange} />
    ))}
  </Box>
);
