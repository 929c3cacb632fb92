import { describe, expect, it } from 'vitest';
import { aiErrorMessage, aiErrorTexts as t } from './ai-errors.ts';

describe('aiErrorMessage (specification, section 8, in order)', () => {
  it.each([
    [{ message: 'TypeError: Failed to fetch', status: 503, serverMessage: 'x' }, t.network],
    [{ message: 'The request timed out' }, t.network],
    [{ message: 'Request aborted' }, t.network],
    [{ status: 503, serverMessage: 'The patient engine is busy.' }, 'The patient engine is busy.'],
    [{ status: 503 }, t.unavailable],
    [{ status: 502, code: 'invalid_ai_output' }, t.serviceError],
    [{ status: 500 }, t.serverError],
    [{ status: 400, code: 'missing_api_key' }, t.missingKey],
    [{ code: 'ai_service_unavailable' }, t.unavailable],
    [{ code: 'ai_service_error' }, t.serviceError],
    [{ code: 'invalid_ai_output' }, t.invalidOutput],
    [{ message: 'error: missing_api_key' }, t.missingKey],
    [{ message: 'The model `x` does not exist or model not found' }, t.modelMissing],
    [{ message: 'Unsupported model for this key' }, t.modelMissing],
    [{ message: 'You exceeded your current quota' }, t.quota],
    [{ message: 'Request failed with status 401' }, t.unauthorized],
    [{ message: 'Unauthorized' }, t.unauthorized],
    [{ message: 'Bad Gateway' }, t.serviceError],
    [{ message: 'Service Unavailable' }, t.unavailable],
    [{ message: 'odd' }, t.fallback],
  ])('%j → %s', (failure, expected) => {
    expect(aiErrorMessage(failure)).toBe(expected);
  });

  it('uses the caller fallback last', () => {
    expect(aiErrorMessage({}, 'Could not reach the patient.')).toBe('Could not reach the patient.');
  });
});
