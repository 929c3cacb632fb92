/** A performance level (specification, section 4). */
export type PerformanceLevel = {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  name: string;
  label: string;
  minScore: number;
};

/** Level thresholds from the specification (section 9: 25, 50, 65, 75, 85), highest first. */
export const performanceLevels: readonly PerformanceLevel[] = [
  { level: 6, name: 'Expert', label: 'Level 6 Expert', minScore: 85 },
  { level: 5, name: 'Advanced', label: 'Level 5 Advanced', minScore: 75 },
  { level: 4, name: 'Skilled', label: 'Level 4 Skilled', minScore: 65 },
  { level: 3, name: 'Growing', label: 'Level 3 Growing', minScore: 50 },
  { level: 2, name: 'Learning', label: 'Level 2 Learning', minScore: 25 },
  { level: 1, name: 'Starting', label: 'Level 1 Starting', minScore: Number.NEGATIVE_INFINITY },
];

/** The level an average score (0–100) earns: 85+ Expert … below 25 Starting. */
export const levelForAverageScore = (averageScore: number): PerformanceLevel =>
  performanceLevels.find((level) => averageScore >= level.minScore) ?? performanceLevels.at(-1)!;

/**
 * The one rounding of a score or percentage for display: a whole number, half up, clamped to 0–100
 * (72.5 → 73). The api's texts and every page use it, and the level a shown score stands for is
 * read from the rounded value, so "75" never sits beside "Level 4 Skilled".
 */
export const roundScore = (score: number): number =>
  Math.min(100, Math.max(0, Math.round(Number.isFinite(score) ? score : 0)));

/** The level of an average as it is shown: the level of its rounded value. */
export const levelForShownScore = (averageScore: number): PerformanceLevel =>
  levelForAverageScore(roundScore(averageScore));
