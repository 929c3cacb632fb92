import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@urosim/contracts';
import { CaseDocuments } from '../cases/case-documents';
import { PersonIcon } from '../cases/case-icons';
import { settingLabel } from '../cases/case-labels';

/** Who the patient is, where the trainee is, the brief and the documents. */
export const PatientPanel = ({ detail }: { detail: CaseDetail }) => (
  <Paper component="section" aria-labelledby="patient-heading" variant="outlined" sx={{ p: 2 }}>
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <PersonIcon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id="patient-heading" component="h2" variant="h3">
          {detail.patient.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail.patient.age}, {detail.patient.sex} · {detail.patient.occupation}
        </Typography>
      </Box>
    </Box>
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, '& dt': { fontWeight: 700 }, '& dd': { m: 0 } }}>
      <div>
        <Typography component="dt" variant="body2">
          Setting
        </Typography>
        <Typography component="dd" variant="body2">
          {settingLabel(detail.setting)}
        </Typography>
      </div>
      <div>
        <Typography component="dt" variant="body2">
          Nurse
        </Typography>
        <Typography component="dd" variant="body2">
          {detail.nurseName}
        </Typography>
      </div>
    </Box>
    <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 0.5, fontSize: '1rem' }}>
      Your brief
    </Typography>
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
      {detail.brief}
    </Typography>
    <Typography component="h3" variant="h3" sx={{ mt: 2, mb: 1, fontSize: '1rem' }}>
      Documents
    </Typography>
    <CaseDocuments caseId={detail.id} documents={detail.documents} />
    <Typography variant="caption" component="p" sx={{ mt: 2, color: 'text.secondary' }}>
      A fictional patient, for training only.
    </Typography>
  </Paper>
);
