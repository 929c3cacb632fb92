import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ColumnChart } from '../../components/column-chart';
import { TextTable } from '../../components/text-table';
import { adminBusinessApi, errorText, usd } from './admin-business-api';
import { AdminFrame, Section } from './admin-frame';

type Line = { key: string; calls: number; promptTokens: number; completionTokens: number; costUsd: number };

const lineRow = (line: Line, label = line.key) => [
  label,
  line.calls,
  line.promptTokens.toLocaleString('en-GB'),
  line.completionTokens.toLocaleString('en-GB'),
  usd(line.costUsd),
];
const lineHead = ['Calls', 'Prompt tokens', 'Completion tokens', 'Cost'];

/** `/admin/costs`: model calls from `ai_usage`, and the monthly budget. */
export const AdminCostsPage = () => {
  const queryClient = useQueryClient();
  const [days, setDays] = useState(30);
  const costs = useQuery({
    queryKey: ['admin', 'costs', days],
    queryFn: ({ signal }) => adminBusinessApi.costs(days, signal),
  });
  const budget = costs.data?.budget;
  const [draft, setDraft] = useState('');
  useEffect(() => {
    if (budget) setDraft(budget.budgetUsd === null ? '' : String(budget.budgetUsd));
  }, [budget]);
  const save = useMutation({
    mutationFn: () => adminBusinessApi.setBudget(draft.trim() === '' ? null : Number(draft)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'costs'] }),
  });
  const handleBudget = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const data = costs.data;
  return (
    <AdminFrame
      title="Costs"
      intro="Model calls recorded in ai_usage: by purpose, model and day, the users they were for, and this month’s spend against the budget."
      isLoading={costs.isLoading}
      error={costs.error}
    >
      {data && budget ? (
        <>
          {budget.isOverBudget ? (
            <Alert severity="warning" sx={{ mb: 3 }}>
              Over budget: {usd(budget.spentUsd)} spent in {budget.month}, above the monthly budget of{' '}
              {usd(budget.budgetUsd ?? 0)}.
            </Alert>
          ) : null}
          <Section title="Monthly budget">
            <Stack
              component="form"
              onSubmit={handleBudget}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
            >
              <TextField
                label="Monthly budget (US dollars)"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                helperText={`Spent in ${budget.month}: ${usd(budget.spentUsd)}. Empty: no budget.`}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <div>
                <Button type="submit" variant="contained" disabled={save.isPending}>
                  Save budget
                </Button>
              </div>
            </Stack>
            {save.isError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorText(save.error)}
              </Alert>
            ) : null}
          </Section>
          <Section title="Model calls">
            <TextField
              select
              size="small"
              label="Period"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              sx={{ mb: 2, minWidth: 180 }}
            >
              {[7, 30, 90].map((value) => (
                <MenuItem key={value} value={value}>
                  Last {value} days
                </MenuItem>
              ))}
            </TextField>
            <ColumnChart
              title="Cost by day (US dollars)"
              columns={data.byDay.map((line) => ({ label: line.key, value: line.costUsd }))}
              format={usd}
            />
            <TextTable
              caption="Total"
              head={['Scope', ...lineHead]}
              rows={[lineRow(data.total, 'All calls')]}
            />
            <TextTable
              caption="By purpose"
              head={['Purpose', ...lineHead]}
              rows={data.byPurpose.map((l) => lineRow(l))}
            />
            <TextTable
              caption="By model"
              head={['Model', ...lineHead]}
              rows={data.byModel.map((l) => lineRow(l))}
            />
            <TextTable
              caption="By day"
              head={['Day', ...lineHead]}
              rows={data.byDay.map((l) => lineRow(l))}
            />
            <TextTable
              caption="Top users"
              head={['User', ...lineHead]}
              rows={data.topUsers.map((l) => lineRow(l, l.email ?? 'No user (website visitor)'))}
            />
          </Section>
        </>
      ) : null}
    </AdminFrame>
  );
};
