import type { Feedback } from '@urosim/contracts';
import type { Column } from '../../components/column-chart';
import type { BarRow, RadarRow, TimeRow, TrendPoint } from '../dashboard/progress-charts';

// Sample figures for the showcase and chart-debug pages: fictional, fixed, and shaped like the
// product's real answers, so each chart draws as it does on its own page.

export const sampleScoreBars: BarRow[] = [
  { key: 'history', label: 'History taking', score: 82, detail: '6 sessions' },
  { key: 'red-flags', label: 'Red flags', score: 64, detail: '6 sessions' },
  { key: 'examination', label: 'Examination', score: 48, detail: '4 sessions' },
  { key: 'investigations', label: 'Investigations', score: 91, detail: '5 sessions' },
  { key: 'management', label: 'Management', score: null, detail: 'No sessions yet' },
];

export const sampleTrend: TrendPoint[] = [
  { sessionId: 's1', caseTitle: 'Renal colic', endedAt: '2026-10-02T10:00:00.000Z', overall: 52 },
  { sessionId: 's2', caseTitle: 'Haematuria', endedAt: '2026-10-09T10:00:00.000Z', overall: 61 },
  { sessionId: 's3', caseTitle: 'Testicular pain', endedAt: '2026-10-16T10:00:00.000Z', overall: 58 },
  { sessionId: 's4', caseTitle: 'Urinary retention', endedAt: '2026-10-23T10:00:00.000Z', overall: 74 },
  { sessionId: 's5', caseTitle: 'Raised PSA', endedAt: '2026-10-30T10:00:00.000Z', overall: 81 },
];

export const sampleRadar: RadarRow[] = [
  { key: 'history', label: 'History', score: 82, sessions: 6 },
  { key: 'red-flags', label: 'Red flags', score: 64, sessions: 6 },
  { key: 'examination', label: 'Examination', score: 48, sessions: 4 },
  { key: 'investigations', label: 'Investigations', score: 91, sessions: 5 },
  { key: 'management', label: 'Management', score: 70, sessions: 5 },
  { key: 'communication', label: 'Communication', score: 77, sessions: 6 },
];

export const sampleTime: TimeRow[] = [
  { key: 'stones', label: 'Stones', seconds: 2_940, sessions: 4 },
  { key: 'oncology', label: 'Oncology', seconds: 1_800, sessions: 2 },
  { key: 'emergency', label: 'Emergency urology', seconds: 3_600, sessions: 5 },
  { key: 'paediatrics', label: 'Paediatrics', seconds: 600, sessions: 1 },
];

export const sampleColumns: Column[] = [
  { label: 'Mon', value: 12 },
  { label: 'Tue', value: 19 },
  { label: 'Wed', value: 7 },
  { label: 'Thu', value: 23 },
  { label: 'Fri', value: 15 },
  { label: 'Sat', value: 4 },
  { label: 'Sun', value: 9 },
];

export const sampleCategories: Feedback['categories'] = [
  {
    category: 'history',
    label: 'History',
    score: 85,
    metWeight: 17,
    totalWeight: 20,
    metCount: 7,
    itemCount: 8,
  },
  {
    category: 'red-flags',
    label: 'Red flags',
    score: 50,
    metWeight: 5,
    totalWeight: 10,
    metCount: 2,
    itemCount: 4,
  },
  {
    category: 'examination',
    label: 'Examination',
    score: 0,
    metWeight: 0,
    totalWeight: 6,
    metCount: 0,
    itemCount: 3,
  },
];
