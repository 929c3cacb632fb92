import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { LabelledBars } from '../../components/labelled-bars';
import { paletteExtras } from '../../components/palette-extras';
import { SpreadRow } from '../../components/spread-row';
import { TextTable } from '../../components/text-table';
import { useIsBelow } from '../../hooks/use-is-mobile';
import { scoreTone } from '../feedback/feedback-view';
import { toneColours, toneWords } from '../feedback/score-tone';
import {
  dateTimeText,
  durationWords,
  radarPoints,
  scoreText,
  shortDate,
  trendPoints,
  wholeOrNull,
} from './progress-format';

/** Gridlines and table rules. */
const RULE = paletteExtras.neutral[300];

/** A titled panel of a progress screen. */
export const Panel = ({
  title,
  headingId,
  children,
  action,
}: {
  title: string;
  headingId?: string;
  children: ReactNode;
  action?: ReactNode;
}) => {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <SpreadRow mb={1.5}>
        <Typography id={id} component="h2" variant="h3">
          {title}
        </Typography>
        {action}
      </SpreadRow>
      {children}
    </Paper>
  );
};

/** What a new user sees instead of a chart: what it will show, and the way to a first case. */
export const EmptyNote = ({
  children,
  withAction = false,
}: {
  children: ReactNode;
  withAction?: boolean;
}) => (
  <Box sx={{ color: 'text.secondary' }}>
    <Typography sx={{ color: 'text.secondary' }}>{children}</Typography>
    {withAction && (
      <Button component={RouterLink} to="/case-selection" variant="contained" sx={{ mt: 1.5 }}>
        Start your first case
      </Button>
    )}
  </Box>
);

/** A "show as a table" disclosure: the text alternative of a chart. */
export const DataTable = ({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) => (
  <Box
    component="details"
    sx={{ mt: 1.5, '& summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600 } }}
  >
    <summary>Show the data as a table</summary>
    <TextTable
      caption={caption}
      head={head}
      rows={rows}
      // Smaller than a page's prose table: it sits under a chart.
      sx={{ fontSize: '0.9rem', mt: 1, mb: 0, '& th, & td': { p: 0.75 }, '& caption': { pb: 0.5 } }}
    />
  </Box>
);

/** A chart drawn as SVG, its summary as the caption, and its data as a table. */
const ChartFigure = ({
  children,
  summary,
  table,
  ...data
}: {
  children: ReactNode;
  summary: string;
  table: { caption: string; head: string[]; rows: (string | number)[][] };
} & Record<`data-${string}`, string | number>) => (
  <Box component="figure" sx={{ m: 0 }} {...data}>
    {children}
    <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
      {summary}
    </Typography>
    <DataTable {...table} />
  </Box>
);

export type BarRow = { key: string; label: string; score: number | null; detail: string };

/** Scores as bars in their tone; a row without a score shows "No score yet" and no bar. */
export const ScoreBars = ({ rows, labelledBy }: { rows: BarRow[]; labelledBy: string }) => (
  <LabelledBars
    labelledBy={labelledBy}
    rows={rows.map((row) => {
      const score = wholeOrNull(row.score);
      const tone = score === null ? null : scoreTone(score);
      return {
        key: row.key,
        label: row.label,
        value: scoreText(score),
        valueColour: tone ? toneColours[tone] : 'text.secondary',
        detail: row.detail,
        spokenNote: tone && toneWords[tone],
        percent: score ?? 0,
        colour: tone ? toneColours[tone] : 'transparent',
        minWidth: score ? 4 : 0,
        data: { 'data-row': row.key },
      };
    })}
  />
);

export type TrendPoint = { sessionId: string; caseTitle: string; endedAt: string; overall: number };

/** The overall score of every scored session, oldest first, as a line with a table. */
export const ScoreTrend = ({ points }: { points: TrendPoint[] }) => {
  const { palette } = useTheme();
  const titleId = useId();
  // A narrower drawing on phones keeps its labels readable once scaled down.
  const isPhone = useIsBelow(600);
  const width = isPhone ? 340 : 600;
  const height = isPhone ? 190 : 200;
  const padX = 36;
  const plotW = width - padX - 12;
  const coords = trendPoints(
    points.map((point) => point.overall),
    plotW,
    height - 40,
    8,
  ).map((p) => ({ x: p.x + padX, y: p.y + 12 }));
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? points.length === 1
        ? `One scored session: ${scoreText(first.overall)} on ${shortDate(first.endedAt)}.`
        : `${points.length} scored sessions, from ${scoreText(first.overall)} on ${shortDate(first.endedAt)} to ${scoreText(last.overall)} on ${shortDate(last.endedAt)}.`
      : '';
  return (
    <ChartFigure
      data-testid="score-trend"
      data-points={points.length}
      summary={summary}
      table={{
        caption: 'Overall score of each scored session, oldest first',
        head: ['Ended', 'Case', 'Score'],
        rows: points.map((point) => [dateTimeText(point.endedAt), point.caseTitle, scoreText(point.overall)]),
      }}
    >
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        sx={{ width: '100%', maxWidth: 760, height: 'auto', display: 'block', overflow: 'visible' }}
      >
        <title id={titleId}>Score trend. {summary}</title>
        {[0, 25, 50, 75, 100].map((tick) => {
          const y = 12 + (height - 40) * (1 - tick / 100);
          return (
            <g key={tick}>
              <line
                x1={padX}
                x2={width - 12}
                y1={y}
                y2={y}
                stroke={RULE}
                strokeDasharray={tick === 0 ? undefined : '4 4'}
              />
              <text x={padX - 6} y={y + 4} textAnchor="end" fontSize="12" fill={palette.text.secondary}>
                {tick}
              </text>
            </g>
          );
        })}
        {coords.length > 1 && (
          <polyline
            points={coords.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={palette.primary.main}
            strokeWidth="3"
            strokeLinejoin="round"
          />
        )}
        {coords.map((p, index) => (
          <circle
            key={points[index]?.sessionId}
            cx={p.x}
            cy={p.y}
            r="5"
            fill={palette.background.paper}
            stroke={palette.primary.main}
            strokeWidth="3"
          />
        ))}
        {points.length > 0 && (
          <>
            <text
              x={coords[0]?.x}
              y={height - 8}
              textAnchor="middle"
              fontSize="12"
              fill={palette.text.secondary}
            >
              {shortDate(points[0]?.endedAt ?? '')}
            </text>
            {points.length > 1 && (
              <text
                x={coords.at(-1)?.x}
                y={height - 8}
                textAnchor="end"
                fontSize="12"
                fill={palette.text.secondary}
              >
                {shortDate(points.at(-1)?.endedAt ?? '')}
              </text>
            )}
          </>
        )}
      </Box>
    </ChartFigure>
  );
};

export type RadarRow = { key: string; label: string; score: number | null; sessions: number };

/** Rubric categories on a radar (SVG), with a table as its text alternative. */
export const SkillsRadar = ({ rows }: { rows: RadarRow[] }) => {
  const { palette } = useTheme();
  const titleId = useId();
  const size = 320;
  const c = size / 2;
  const radius = 100;
  const values = rows.map((row) => wholeOrNull(row.score) ?? 0);
  const shape = radarPoints(values, c, c, radius);
  const axes = radarPoints(
    rows.map(() => 100),
    c,
    c,
    radius,
  );
  const labels = radarPoints(
    rows.map(() => 100),
    c,
    c,
    radius + 18,
  );
  const scored = rows.filter((row) => row.score !== null);
  const best = [...scored].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  const weakest = [...scored].sort((a, b) => (a.score ?? 0) - (b.score ?? 0))[0];
  const summary =
    best && weakest
      ? `Strongest: ${best.label} (${scoreText(best.score)}). Weakest: ${weakest.label} (${scoreText(weakest.score)}).`
      : 'No skill scored yet.';
  return (
    <ChartFigure
      summary={summary}
      table={{
        caption: 'Average score by skill over scored sessions',
        head: ['Skill', 'Average score', 'Sessions'],
        rows: rows.map((row) => [row.label, scoreText(row.score), row.sessions]),
      }}
    >
      <Box
        component="svg"
        viewBox={`-85 -10 ${size + 170} ${size + 20}`}
        role="img"
        aria-labelledby={titleId}
        sx={{ width: '100%', maxWidth: 460, height: 'auto', display: 'block', mx: 'auto' }}
      >
        <title id={titleId}>Skills radar. {summary}</title>
        {[25, 50, 75, 100].map((ring) => (
          <polygon
            key={ring}
            points={radarPoints(
              rows.map(() => ring),
              c,
              c,
              radius,
            )
              .map((p) => `${p.x},${p.y}`)
              .join(' ')}
            fill="none"
            stroke={RULE}
          />
        ))}
        {axes.map((p, index) => (
          <line key={rows[index]?.key} x1={c} y1={c} x2={p.x} y2={p.y} stroke={RULE} />
        ))}
        {rows.length > 2 && (
          <polygon
            points={shape.map((p) => `${p.x},${p.y}`).join(' ')}
            fill={alpha(palette.primary.main, 0.25)}
            stroke={palette.primary.main}
            strokeWidth="2.5"
          />
        )}
        {labels.map((p, index) => {
          const row = rows[index];
          if (!row) return null;
          const anchor = Math.abs(p.x - c) < 4 ? 'middle' : p.x > c ? 'start' : 'end';
          return (
            <text
              key={row.key}
              x={p.x}
              y={p.y + 5}
              textAnchor={anchor}
              fontSize="16"
              fill={palette.text.primary}
            >
              {row.label}
            </text>
          );
        })}
      </Box>
    </ChartFigure>
  );
};

export type TimeRow = { key: string; label: string; seconds: number; sessions: number };

/** Average time per case as bars; the text beside each bar is its alternative. */
export const TimeBars = ({ rows, labelledBy }: { rows: TimeRow[]; labelledBy: string }) => {
  const longest = Math.max(1, ...rows.map((row) => row.seconds));
  return (
    <LabelledBars
      labelledBy={labelledBy}
      rows={rows.map((row) => ({
        key: row.key,
        label: row.label,
        value: durationWords(row.seconds),
        detail: `average of ${row.sessions} ${row.sessions === 1 ? 'session' : 'sessions'}`,
        percent: (100 * row.seconds) / longest,
        colour: 'primary.main',
        minWidth: 4,
      }))}
    />
  );
};

/** A headline figure. */
export const Figure = ({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) => (
  <Paper
    component="li"
    variant="outlined"
    data-figure={label}
    sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.25 }}
  >
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
      {label}
    </Typography>
    <Typography
      component="span"
      sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Typography>
    {hint && (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    )}
  </Paper>
);
