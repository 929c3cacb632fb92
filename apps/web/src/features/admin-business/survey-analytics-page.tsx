import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ColumnChart } from '../../components/column-chart';
import { TextTable } from '../../components/text-table';
import { adminBusinessApi, dateText } from './admin-business-api';
import { AdminFrame, Section } from './admin-frame';

const score = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** `/admin/survey-analytics`: the post-feedback survey by case and over time. */
export const AdminSurveyAnalyticsPage = () => {
  const [days, setDays] = useState(90);
  const analytics = useQuery({
    queryKey: ['admin', 'survey-analytics', days],
    queryFn: ({ signal }) => adminBusinessApi.surveyAnalytics(days, signal),
  });
  const data = analytics.data;
  return (
    <AdminFrame
      title="Survey analytics"
      intro="Answers to the short survey after feedback (usefulness, realism and difficulty from 1 to 5, and free text), by case and over time."
      isLoading={analytics.isLoading}
      error={analytics.error}
    >
      <TextField
        select
        size="small"
        label="Period"
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
        sx={{ mb: 3, minWidth: 180 }}
      >
        {[30, 90, 365].map((value) => (
          <MenuItem key={value} value={value}>
            Last {value} days
          </MenuItem>
        ))}
      </TextField>
      {data ? (
        <>
          <Section title="Overall">
            <TextTable
              caption={`${data.overall.responses} answers`}
              head={['Answers', 'Usefulness', 'Realism', 'Difficulty']}
              rows={[
                [
                  data.overall.responses,
                  score(data.overall.usefulness),
                  score(data.overall.realism),
                  score(data.overall.difficulty),
                ],
              ]}
            />
          </Section>
          <Section title="By case">
            <ColumnChart
              title="Average usefulness by case (1–5)"
              columns={data.byCase.map((row) => ({ label: row.title, value: row.usefulness ?? 0 }))}
              format={(v) => v.toFixed(2)}
              max={5}
            />
            <TextTable
              caption="Averages by case"
              head={['Case', 'Answers', 'Usefulness', 'Realism', 'Difficulty']}
              rows={data.byCase.map((row) => [
                row.title,
                row.responses,
                score(row.usefulness),
                score(row.realism),
                score(row.difficulty),
              ])}
            />
          </Section>
          <Section title="Over time">
            <ColumnChart
              title="Answers per day"
              columns={data.byDay.map((row) => ({ label: row.day, value: row.responses }))}
            />
            <TextTable
              caption="Averages by day"
              head={['Day', 'Answers', 'Usefulness', 'Realism', 'Difficulty']}
              rows={data.byDay.map((row) => [
                row.day,
                row.responses,
                score(row.usefulness),
                score(row.realism),
                score(row.difficulty),
              ])}
            />
          </Section>
          <Section title="Answers">
            <TextTable
              caption="The latest answers"
              head={['When', 'Case', 'Trainee', 'Usefulness', 'Realism', 'Difficulty', 'Pilot', 'Comment']}
              rows={data.responses.map((row) => [
                dateText(row.createdAt),
                row.title,
                row.email ?? '—',
                row.usefulness ?? '—',
                row.realism ?? '—',
                row.difficulty ?? '—',
                row.isPilotParticipant ? 'Yes' : 'No',
                row.comment ?? '',
              ])}
            />
          </Section>
        </>
      ) : null}
    </AdminFrame>
  );
};
