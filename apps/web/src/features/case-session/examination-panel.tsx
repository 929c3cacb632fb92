import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@urosim/contracts';
import { humanize } from '../cases/case-labels';
import { type ActionRequests, RequestList } from './request-list';

const labels = { request: 'Examine', requesting: 'Examining…', result: 'Finding' };

/** The case's examinations: request one, read its finding. */
export const ExaminationPanel = ({
  examinations,
  requests,
}: {
  examinations: CaseDetail['examinations'];
  requests: ActionRequests;
}) => (
  <Box>
    <Typography sx={{ mb: 2, color: 'text.secondary' }}>
      Choose what to examine. Each finding is recorded with the session.
    </Typography>
    <RequestList
      kind="examination"
      items={examinations.map((exam) => ({
        id: exam.id,
        name: exam.name,
        description: humanize(exam.system),
      }))}
      requests={requests}
      labels={labels}
    />
  </Box>
);
