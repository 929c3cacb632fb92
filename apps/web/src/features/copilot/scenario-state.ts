import {
  type LiveEvent,
  type ObservationName,
  type Observations,
  observationNames,
  observationRanges,
  type ScenarioInjection,
  type SessionAction,
  type SessionDetail,
} from '@urosim/contracts';

/** Adds the injections of `scenario` events to those a page has: each once, in the order given. */
export const withScenarioEvents = (
  injections: readonly ScenarioInjection[],
  events: readonly LiveEvent[],
): ScenarioInjection[] => {
  const next = [...injections];
  for (const event of events) {
    if (event.type !== 'scenario') continue;
    if (next.some((known) => known.id === event.payload.injection.id)) continue;
    next.push(event.payload.injection);
  }
  return next;
};

/** The observations as they stand: each value from the latest injection that set it. */
export const currentObservations = (injections: readonly ScenarioInjection[]) => {
  const current: Partial<Record<ObservationName, { value: number; elapsedSeconds: number }>> = {};
  for (const injection of injections) {
    if (injection.kind !== 'observations') continue;
    for (const name of observationNames) {
      const value = injection.observations[name];
      if (value !== undefined) current[name] = { value, elapsedSeconds: injection.elapsedSeconds };
    }
  }
  return current;
};

/** What the vitals card shows, in a fixed order; blood pressure as one line. */
export const vitalsRows = (current: ReturnType<typeof currentObservations>) => {
  const rows: { key: string; label: string; value: string }[] = [];
  for (const name of observationNames) {
    if (name === 'diastolic') continue;
    const entry = current[name];
    if (!entry) continue;
    if (name === 'systolic') {
      rows.push({
        key: 'bp',
        label: 'Blood pressure',
        value: `${entry.value}/${current.diastolic?.value ?? '–'} mmHg`,
      });
      continue;
    }
    const { label, unit } = observationRanges[name];
    rows.push({ key: name, label, value: `${entry.value} ${unit}` });
  }
  return rows;
};

/** An investigation brought back early replaces the one the page holds (or is added). */
export const withAction = (detail: SessionDetail, action: SessionAction): SessionDetail => {
  const index = detail.actions.findIndex((a) => a.kind === action.kind && a.itemId === action.itemId);
  if (index === -1) return { ...detail, actions: [...detail.actions, action] };
  const actions = [...detail.actions];
  actions[index] = action;
  return { ...detail, actions };
};

/** The body of an observations form: blank fields left out, numbers parsed (the server validates). */
export const observationsFromForm = (fields: Partial<Record<ObservationName, string>>): Observations => {
  const observations: Observations = {};
  for (const name of observationNames) {
    const raw = fields[name]?.trim();
    if (!raw) continue;
    observations[name] = Number(raw);
  }
  return observations;
};

/** What the form says is wrong before sending (the same ranges as the server's). */
export const observationErrors = (observations: Observations) => {
  const errors: Partial<Record<ObservationName, string>> = {};
  for (const name of observationNames) {
    const value = observations[name];
    if (value === undefined) continue;
    const { min, max, label } = observationRanges[name];
    if (!Number.isFinite(value) || value < min || value > max) {
      errors[name] = `${label}: between ${min} and ${max}`;
    } else if (name !== 'temperature' && !Number.isInteger(value)) {
      errors[name] = `${label}: a whole number`;
    }
  }
  if ((observations.systolic === undefined) !== (observations.diastolic === undefined)) {
    errors.diastolic = 'Give both blood pressure numbers';
  } else if (
    observations.systolic !== undefined &&
    observations.diastolic !== undefined &&
    observations.diastolic >= observations.systolic
  ) {
    errors.diastolic = 'Diastolic below systolic';
  }
  return errors;
};
