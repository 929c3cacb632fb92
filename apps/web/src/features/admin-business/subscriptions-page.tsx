import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextTable } from '../../components/text-table';
import { adminBusinessApi, dateText, errorText } from './admin-business-api';
import { AdminFrame, Section } from './admin-frame';

/** A user's subscriptions and invoices, found by e-mail. */
const History = () => {
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const history = useQuery({
    queryKey: ['admin', 'subscription-history', email],
    queryFn: ({ signal }) => adminBusinessApi.history(email, signal),
    enabled: email.length >= 2,
  });
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setEmail(draft.trim());
  };
  return (
    <Section title="A user’s subscription history">
      <Stack
        component="form"
        role="search"
        onSubmit={handleSearch}
        direction="row"
        spacing={2}
        sx={{ mb: 2 }}
      >
        <TextField
          label="E-mail contains"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          size="small"
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
      </Stack>
      {history.isError ? <Alert severity="error">{errorText(history.error)}</Alert> : null}
      {history.data?.users.length === 0 ? (
        <Typography>No user’s e-mail contains “{email}”.</Typography>
      ) : null}
      {history.data?.users.map((user) => (
        <div key={user.id}>
          <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
            {user.email}
          </Typography>
          <TextTable
            caption={`Subscriptions of ${user.email}`}
            head={['Plan', 'Status', 'Period', 'Price of the period', 'Source', 'Started', 'Cancelled']}
            rows={user.subscriptions.map((sub) => [
              sub.planName,
              sub.cancelAtPeriodEnd ? `${sub.status} (ends at period end)` : sub.status,
              `${dateText(sub.periodStart)} – ${dateText(sub.periodEnd)}`,
              sub.priceLabel,
              `${sub.source} (${sub.provider})`,
              dateText(sub.createdAt),
              dateText(sub.canceledAt),
            ])}
          />
          <TextTable
            caption={`Invoices of ${user.email}`}
            head={['Created', 'Status', 'Amount', 'Period']}
            rows={user.invoices.map((invoice) => [
              dateText(invoice.createdAt),
              invoice.status,
              invoice.amountLabel,
              `${dateText(invoice.periodStart)} – ${dateText(invoice.periodEnd)}`,
            ])}
          />
        </div>
      ))}
    </Section>
  );
};

/** `/admin/subscriptions`: subscriptions by plan and status, revenue, churn and past-due accounts. */
export const AdminSubscriptionsPage = () => {
  const figures = useQuery({
    queryKey: ['admin', 'subscriptions'],
    queryFn: ({ signal }) => adminBusinessApi.subscriptions(signal),
  });
  const data = figures.data;
  const churn = data?.churn;
  return (
    <AdminFrame
      title="Subscription dashboard"
      intro="Subscriptions by plan and status, monthly recurring revenue, churn and the accounts whose payment failed."
      isLoading={figures.isLoading}
      error={figures.error}
    >
      {data && churn ? (
        <>
          <Section title="Revenue and churn">
            <TextTable
              caption="Key figures"
              head={['Figure', 'Value', 'How it is counted']}
              rows={[
                ...data.monthlyRecurringRevenue.map((mrr) => [
                  `Monthly recurring revenue (${mrr.currency})`,
                  mrr.label,
                  `${mrr.subscriptions} renewing paid subscriptions at their period’s price`,
                ]),
                ...(data.monthlyRecurringRevenue.length === 0
                  ? [['Monthly recurring revenue', '£0', 'No renewing paid subscription']]
                  : []),
                [
                  `Churn (last ${churn.windowDays} days)`,
                  churn.rate === null ? '—' : `${(churn.rate * 100).toFixed(1)}%`,
                  `${churn.canceled} cancelled of ${churn.activeAtStart} live ${churn.windowDays} days ago`,
                ],
              ]}
            />
          </Section>
          <Section title="Subscriptions by plan and status">
            <TextTable
              caption="Subscriptions by status"
              head={['Status', 'Subscriptions']}
              rows={data.byStatus.map((row) => [row.label, row.count])}
            />
            <TextTable
              caption="Subscriptions by plan and status"
              head={['Plan', 'Status', 'Subscriptions']}
              rows={data.byPlanAndStatus.map((row) => [
                row.planName,
                row.status.replace('_', ' '),
                row.count,
              ])}
            />
          </Section>
          <Section title="Past-due accounts">
            {data.pastDue.length === 0 ? (
              <Typography>No account is past due.</Typography>
            ) : (
              <TextTable
                caption="Past-due accounts, oldest failure first"
                head={['E-mail', 'Plan', 'Payment failed', 'Period ends', 'Provider']}
                rows={data.pastDue.map((row) => [
                  row.email,
                  row.planName,
                  dateText(row.pastDueSince),
                  dateText(row.periodEnd),
                  row.provider,
                ])}
              />
            )}
          </Section>
          <History />
        </>
      ) : null}
    </AdminFrame>
  );
};
