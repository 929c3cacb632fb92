import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type HeygenCheck, heygenEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';
import { TextTable } from '../../components/text-table';
import { errorText } from '../admin-business/admin-business-api';
import { AdminFrame, Section } from '../admin-business/admin-frame';

const STEP_NAMES: Record<HeygenCheck['steps'][number]['step'], string> = {
  token: 'Session token',
  create: 'Create a session',
  start: 'Start the stream',
  speak: 'Speak a line',
  close: 'Close the session',
};

/**
 * `/heygen-test` (specification, section 2; ADR 0132): for admins, whether HeyGen is configured on
 * the server and a check of it end to end, run by the api with its key (which the page never sees).
 */
export const HeygenTestPage = () => {
  const status = useQuery({
    queryKey: ['heygen', 'status'],
    queryFn: ({ signal }) => apiClient.call(heygenEndpoints.status, { signal }),
  });
  const check = useMutation({ mutationFn: () => apiClient.call(heygenEndpoints.check) });
  const result = check.data;
  const failed = result?.steps.find((step) => !step.ok);
  return (
    <AdminFrame
      title="Avatar test"
      intro="Checks the HeyGen video avatar end to end from the server: a session token, a streaming session created and started, a line spoken, and the session closed. No avatar minutes are counted."
      isLoading={status.isLoading}
      error={status.error}
    >
      <Section title="Configuration">
        {status.data?.configured ? (
          <Typography data-testid="heygen-configured">
            HeyGen is configured: avatar consultations use the video avatar, within each plan’s avatar
            minutes.
          </Typography>
        ) : (
          <Typography data-testid="heygen-configured">
            HeyGen is not configured (no HEYGEN_API_KEY on the server): avatar consultations use the
            in-browser avatar, on every plan.
          </Typography>
        )}
      </Section>
      <Section title="End-to-end check">
        <Button variant="contained" onClick={() => check.mutate()} disabled={check.isPending}>
          {check.isPending ? 'Checking…' : 'Run the check'}
        </Button>
        {check.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(check.error)}
          </Alert>
        ) : null}
        {result ? (
          <div role="status" aria-live="polite">
            {!result.configured ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                Nothing to check: HeyGen is not configured.
              </Alert>
            ) : result.ok ? (
              <Alert severity="success" sx={{ mt: 2 }}>
                Every step passed against {result.baseUrl} (avatar {result.avatarId}).
              </Alert>
            ) : (
              <Alert severity="error" sx={{ mt: 2 }}>
                The check failed at “{failed ? STEP_NAMES[failed.step] : 'a step'}” against {result.baseUrl}.
              </Alert>
            )}
            {result.steps.length > 0 && (
              <TextTable
                caption="Steps of the check"
                head={['Step', 'Result', 'Time', 'Detail']}
                rows={result.steps.map((step) => [
                  STEP_NAMES[step.step],
                  step.ok ? 'Passed' : 'Failed',
                  `${step.ms} ms`,
                  step.detail,
                ])}
              />
            )}
          </div>
        ) : null}
      </Section>
    </AdminFrame>
  );
};
