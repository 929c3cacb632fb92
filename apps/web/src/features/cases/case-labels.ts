/** Texts of the case library that several screens show. Pure, unit-tested. */
import { roundScore } from '@urosim/domain';

type Option = { value: string; label: string };

/** A value's label from the server's filter options, else the value made readable. */
export const labelFor = (options: readonly Option[] | undefined, value: string) =>
  options?.find((option) => option.value === value)?.label ?? humanize(value);

/** 'emergency-department' → 'Emergency department'. */
export const humanize = (value: string) => {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const settingLabels: Record<string, string> = {
  'emergency-department': 'Emergency department',
  ward: 'Ward',
  clinic: 'Clinic',
  'gp-referral': 'GP referral',
  'urology-assessment-unit': 'Urology assessment unit',
};

export const settingLabel = (setting: string) => settingLabels[setting] ?? humanize(setting);

/** The patient as a case card shows them: "Name, age, sex". */
export const patientLine = (patient: { name: string; age: number; sex: string }) =>
  `${patient.name}, ${patient.age}, ${patient.sex}`;

/** A duration in whole minutes: "10 min". */
export const durationText = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;

/** How often the caller played a case and their best score, or 'Not played yet'. */
export const playedText = (timesPlayed: number, bestScore: number | null) => {
  if (timesPlayed <= 0) return 'Not played yet';
  const played = timesPlayed === 1 ? 'Played once' : `Played ${timesPlayed} times`;
  return bestScore === null ? played : `${played} · Best score ${roundScore(bestScore)}%`;
};

/** "1 case", "12 cases". */
export const countText = (count: number) => `${count} ${count === 1 ? 'case' : 'cases'}`;
