import type { ActivityItem } from '@urosim/contracts';
import { roundScore } from '@urosim/domain';

/** 754 → '12:34'; 3_725 → '1:02:05'. */
export const clockText = (seconds: number) => {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** 754 → '12 min 34 s'; 45 → '45 s' (for screen readers and tables). */
export const durationWords = (seconds: number) => {
  const total = Math.max(0, Math.round(seconds));
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
};

/** 'Mon 3 Mar 2026, 14:05' in the reader's locale conventions (en-GB wording). */
export const dateTimeText = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
};

export const shortDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
};

/** A score as a whole number 0–100 (the domain's one rounding, `roundScore`), or null. */
export const wholeOrNull = (score: number | null | undefined) =>
  score === null || score === undefined || Number.isNaN(score) ? null : roundScore(score);

/** '72%' or '—' with its spoken form. */
export const scoreText = (score: number | null | undefined) => {
  const whole = wholeOrNull(score);
  return whole === null ? 'Not scored' : `${whole}%`;
};

/** Where an activity item leads: its feedback once ended, else back into the case to resume. */
export const activityHref = (item: Pick<ActivityItem, 'phase' | 'sessionId' | 'caseId'>) =>
  item.phase === 'ended'
    ? `/feedback/${encodeURIComponent(item.sessionId)}`
    : `/case/${encodeURIComponent(item.caseId)}?session=${encodeURIComponent(item.sessionId)}`;

/** The state of a session in words. */
export const activityStatus = (item: Pick<ActivityItem, 'phase' | 'summarySubmitted' | 'overall'>) => {
  if (item.phase !== 'ended') return 'In progress';
  if (item.overall !== null) return 'Scored';
  return item.summarySubmitted ? 'Ended' : 'Ended, no summary';
};

/** Time per case: the ended sessions' durations, averaged by case, longest first. */
export const timePerCase = (items: readonly ActivityItem[]) => {
  const byCase = new Map<string, { caseId: string; caseTitle: string; total: number; sessions: number }>();
  for (const item of items) {
    if (item.phase !== 'ended') continue;
    const entry = byCase.get(item.caseId) ?? {
      caseId: item.caseId,
      caseTitle: item.caseTitle,
      total: 0,
      sessions: 0,
    };
    entry.total += item.durationSeconds;
    entry.sessions += 1;
    byCase.set(item.caseId, entry);
  }
  return [...byCase.values()]
    .map((entry) => ({ ...entry, averageSeconds: Math.round(entry.total / entry.sessions) }))
    .sort((a, b) => b.averageSeconds - a.averageSeconds);
};

/** Points of a line chart: x spread evenly over `width`, y from 0–100 over `height`. */
export const trendPoints = (scores: readonly number[], width: number, height: number, pad = 0) => {
  if (scores.length === 0) return [];
  const span = width - pad * 2;
  return scores.map((score, index) => ({
    x: scores.length === 1 ? width / 2 : pad + (span * index) / (scores.length - 1),
    y: height - (height * (wholeOrNull(score) ?? 0)) / 100,
  }));
};

/** Vertices of a radar polygon around (cx, cy): one axis per value, the first pointing up. */
export const radarPoints = (values: readonly number[], cx: number, cy: number, radius: number) =>
  values.map((value, index) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * index) / values.length;
    const r = (radius * Math.min(100, Math.max(0, value))) / 100;
    return { x: cx + r * Math.cos(angle), y: cy + r * Math.sin(angle) };
  });
