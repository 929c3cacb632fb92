import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { DocumentIcon } from './case-icons';
import { humanize } from './case-labels';
import { caseKeys, fetchCaseDocuments } from './cases-api';
import { focusRingSx } from './focus-ring';

type DocumentSummary = { id: string; title: string; kind: string };

/** The documents a case gives the trainee, each readable in a dialog (fetched on first opening). */
export const CaseDocuments = ({ caseId, documents }: { caseId: string; documents: DocumentSummary[] }) => {
  const [openId, setOpenId] = useState<string | null>(null);
  const titleId = useId();
  const contents = useQuery({
    queryKey: caseKeys.documents(caseId),
    queryFn: ({ signal }) => fetchCaseDocuments(caseId, signal),
    enabled: openId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const open = documents.find((doc) => doc.id === openId);
  const content = contents.data?.documents.find((doc) => doc.id === openId)?.content;

  if (documents.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No documents.</Typography>;

  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {documents.map((doc) => (
          <Box component="li" key={doc.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <DocumentIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.title}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {humanize(doc.kind)}
              </Typography>
            </Box>
            <Button size="small" variant="outlined" onClick={() => setOpenId(doc.id)}>
              Read
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {doc.title}
              </Box>
            </Button>
          </Box>
        ))}
      </Box>
      <Dialog
        open={open !== undefined}
        onClose={() => setOpenId(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        sx={focusRingSx}
      >
        <DialogTitle id={titleId}>{open?.title}</DialogTitle>
        <DialogContent dividers>
          {contents.isPending && (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
              <CircularProgress aria-label="Loading the document" />
            </Box>
          )}
          {contents.isError && (
            <Alert severity="error">The document could not be loaded. Please try again.</Alert>
          )}
          {content !== undefined && (
            <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {content}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpenId(null)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
