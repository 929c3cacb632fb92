import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ConfirmDialog } from '../billing/confirm-dialog';
import { EndSessionDialog } from '../case-session/end-session-dialog';
import { DiagnosticsModal } from '../diagnostics/diagnostics-modal';

type Preview = 'switch' | 'confirm' | 'end-session' | 'diagnostics';

const previews: { id: Preview; label: string; where: string }[] = [
  { id: 'switch', label: 'Plan change confirmation', where: '/subscription' },
  { id: 'confirm', label: 'Cancel subscription confirmation', where: '/subscription' },
  { id: 'end-session', label: 'End session confirmation', where: 'a case session (/case/…)' },
  { id: 'diagnostics', label: 'Emergency diagnostics', where: 'every page (Ctrl/Cmd+Shift+D)' },
];

/**
 * The product's dialogs, each opened on demand as it shows where it lives (section 2,
 * /modal-previews). Nothing here changes data: a confirmation only closes the preview; the
 * diagnostics dialog is the real one (sending it stores a report, as it would anywhere).
 */
export const ModalPreviewsPage = () => {
  useDocumentTitle('Modal previews');
  const [open, setOpen] = useState<Preview | null>(null);
  const close = () => setOpen(null);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        Modal previews
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: '70ch', color: 'text.secondary' }}>
        Open each of UroSim's dialogs to check its wording, focus and keyboard behaviour. Confirming a preview
        changes nothing.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {previews.map((preview) => (
          <Box
            component="li"
            key={preview.id}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
          >
            <Button variant="contained" onClick={() => setOpen(preview.id)}>
              {`Open: ${preview.label}`}
            </Button>
            <Typography sx={{ color: 'text.secondary' }}>Shown on {preview.where}</Typography>
          </Box>
        ))}
      </Box>
      {/* The texts of subscription-page.tsx with sample plan names and dates. */}
      <ConfirmDialog
        open={open === 'switch'}
        title="Switch to Premium?"
        text="Your subscription moves to Premium (£29 per month) now; the payment provider adjusts what you pay for the rest of this period."
        confirmLabel="Switch to Premium"
        cancelLabel="Keep my plan"
        isBusy={false}
        onConfirm={close}
        onCancel={close}
      />
      <ConfirmDialog
        open={open === 'confirm'}
        title="Cancel your subscription?"
        text="Your Basic plan stays until the end of the period you have paid for, 31 December 2026; then your account moves to Free and nothing more is charged. You can reactivate it until then."
        confirmLabel="Cancel at period end"
        cancelLabel="Keep my subscription"
        isBusy={false}
        onConfirm={close}
        onCancel={close}
      />
      <EndSessionDialog open={open === 'end-session'} onConfirm={close} onCancel={close} />
      {open === 'diagnostics' && <DiagnosticsModal onClose={close} />}
    </Container>
  );
};
