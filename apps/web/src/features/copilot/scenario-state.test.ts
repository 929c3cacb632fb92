import type { LiveEvent, ScenarioInjection, SessionDetail } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import {
  currentObservations,
  observationErrors,
  observationsFromForm,
  vitalsRows,
  withAction,
  withScenarioEvents,
} from './scenario-state';

const base = { messageId: '1', createdAt: '2026-11-26T10:00:00.000Z' };
const obs = (id: string, elapsedSeconds: number, observations: object): ScenarioInjection => ({
  ...base,
  id,
  elapsedSeconds,
  kind: 'observations',
  observations,
});

const scenarioEvent = (seq: number, injection: ScenarioInjection): LiveEvent => ({
  sessionId: '00000000-0000-4000-8000-000000000000',
  seq,
  type: 'scenario',
  at: base.createdAt,
  payload: {
    injection,
    message: {
      id: String(seq),
      channel: 'nurse',
      sender: 'nurse',
      text: 'x',
      revealedFactIds: [],
      elapsedSeconds: 0,
      createdAt: base.createdAt,
    },
    action: null,
  },
});

describe('scenario state', () => {
  it('keeps each injection once, in order', () => {
    const a = obs('a', 10, { heartRate: 100 });
    const b = obs('b', 20, { heartRate: 120 });
    const once = withScenarioEvents([a], [scenarioEvent(1, a), scenarioEvent(2, b), scenarioEvent(3, b)]);
    expect(once.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('shows each observation from the latest injection that set it, BP as one row', () => {
    const rows = vitalsRows(
      currentObservations([
        obs('a', 10, { heartRate: 100, systolic: 120, diastolic: 80 }),
        obs('b', 20, { heartRate: 128, temperature: 38.6 }),
      ]),
    );
    expect(rows).toEqual([
      { key: 'heartRate', label: 'Heart rate', value: '128 /min' },
      { key: 'bp', label: 'Blood pressure', value: '120/80 mmHg' },
      { key: 'temperature', label: 'Temperature', value: '38.6 °C' },
    ]);
  });

  it('checks the form as the server does', () => {
    expect(observationsFromForm({ heartRate: ' 90 ', spo2: '' })).toEqual({ heartRate: 90 });
    expect(observationErrors({ heartRate: 300 })).toEqual({ heartRate: 'Heart rate: between 20 and 250' });
    expect(observationErrors({ systolic: 120 })).toEqual({ diastolic: 'Give both blood pressure numbers' });
    expect(observationErrors({ systolic: 80, diastolic: 90 })).toEqual({
      diastolic: 'Diastolic below systolic',
    });
    expect(observationErrors({ gcs: 14.5 })).toEqual({ gcs: 'GCS: a whole number' });
    expect(observationErrors({ temperature: 37.5, systolic: 110, diastolic: 70 })).toEqual({});
  });

  it('replaces the action an early result brought back, or adds it', () => {
    const pending = {
      kind: 'investigation' as const,
      itemId: 'fbc',
      name: 'FBC',
      requestedAtSeconds: 10,
      availableAtSeconds: 160,
      result: null,
    };
    const detail = { actions: [pending] } as unknown as SessionDetail;
    const back = { ...pending, availableAtSeconds: 40, result: 'Hb 140' };
    expect(withAction(detail, back).actions).toEqual([back]);
    expect(withAction({ actions: [] } as unknown as SessionDetail, back).actions).toEqual([back]);
  });
});
