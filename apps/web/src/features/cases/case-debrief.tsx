import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CaseDebrief } from '@urosim/contracts';
import { useId } from 'react';

/**
 * What the case was about: its topic, learning objectives and guidance. They name the diagnosis
 * and its test, so they are shown only after the session (the api sends them with the feedback).
 */
export const CaseDebriefSection = ({ debrief }: { debrief: CaseDebrief }) => {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h2">
          What this case was about
        </Typography>
        <Chip size="small" label={debrief.topicLabel} />
      </Box>
      <Typography component="h3" variant="h3" sx={{ mb: 0.5 }}>
        Learning objectives
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, maxWidth: '75ch' }}>
        {debrief.learningObjectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </Box>
      {debrief.references.length > 0 && (
        <>
          <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 0.5 }}>
            Guidance
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, maxWidth: '75ch' }}>
            {debrief.references.map((ref) => (
              <li key={`${ref.guideline}-${ref.section ?? ''}`}>
                {ref.guideline}
                {ref.section ? `: ${ref.section}` : ''}
              </li>
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
};
