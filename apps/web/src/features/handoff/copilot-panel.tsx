import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HandoffCopilot } from '@urosim/contracts';
import { useId } from 'react';
import {
  copilotSummary,
  engineWords,
  hintsBySection,
  SBAR_SECTIONS,
  sbarGuide,
  statusWords,
} from './handoff-text';
import { Tag, type Tone } from './handoff-verdicts';

const statusTone: Record<HandoffCopilot['sections'][number]['status'], Tone> = {
  empty: 'neutral',
  partial: 'fair',
  complete: 'strong',
};

/**
 * The hand-off copilot beside the fields (below them on a phone): each section's status and what it
 * still lacks, as the last save was read. It names structures, never the case's findings.
 */
export const CopilotPanel = ({ copilot }: { copilot: HandoffCopilot }) => {
  const headingId = useId();
  const grouped = hintsBySection(copilot.hints);
  const statusOf = (section: (typeof SBAR_SECTIONS)[number]) =>
    copilot.sections.find((entry) => entry.section === section)?.status ?? 'empty';

  return (
    <Paper
      component="aside"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid="handoff-copilot"
      sx={{ p: { xs: 2, md: 2.5 }, position: { lg: 'sticky' }, top: { lg: 88 } }}
    >
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 0.5 }}>
        Hand-off copilot
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        After each save it checks what each section still lacks. It looks at the structure only and never
        gives away the case.
      </Typography>
      <Typography role="status" sx={{ fontWeight: 600, mb: 2 }}>
        {copilotSummary(copilot)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {SBAR_SECTIONS.map((section) => {
          const hints = grouped[section];
          const status = statusOf(section);
          return (
            // Headings, not regions: four more landmarks named like the fields would get in the way.
            <Box key={section} data-section={section}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
                  {sbarGuide[section].label}
                </Typography>
                <Tag tone={statusTone[status]}>{statusWords[status]}</Tag>
              </Box>
              {hints.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {status === 'complete' ? 'Nothing missing.' : 'No hints.'}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                  {hints.map((hint) => (
                    <Typography component="li" variant="body2" key={hint.code} data-hint={hint.code}>
                      {hint.message}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
        Hints from: {engineWords[copilot.engine]}
      </Typography>
    </Paper>
  );
};
