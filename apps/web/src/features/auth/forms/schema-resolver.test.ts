import { describe, expect, it } from 'vitest';
import { issuesToErrors, schemaResolver } from './schema-resolver';

type Values = { email: string; password: string; repeat: string };

// A stand-in with zod's safeParse shape; the real forms pass the contracts' schemas.
const schema = {
  safeParse: (value: unknown) => {
    const { email, password } = value as Values;
    const issues = [
      ...(email.includes('@') ? [] : [{ path: ['email'], message: 'Enter a valid e-mail address' }]),
      ...(password.length >= 8 ? [] : [{ path: ['password'], message: 'Use at least 8 characters' }]),
      ...(password.length >= 2 ? [] : [{ path: ['password'], message: 'second message' }]),
    ];
    return issues.length === 0
      ? ({ success: true, data: { email: email.toLowerCase(), password } } as const)
      : ({ success: false, error: { issues } } as const);
  },
};

const resolve = schemaResolver<Values, { email: string; password: string }>(schema, (values) =>
  values.repeat === values.password ? [] : [{ path: ['repeat'], message: 'The passwords do not match' }],
);
const run = (values: Values) => resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schema resolver', () => {
  it('returns the parsed values when all is well', async () => {
    await expect(run({ email: 'A@B.C', password: 'long enough', repeat: 'long enough' })).resolves.toEqual({
      values: { email: 'a@b.c', password: 'long enough' },
      errors: {},
    });
  });

  it('returns the first message of each field, the form’s own checks included', async () => {
    const result = await run({ email: 'nope', password: 'x', repeat: 'y' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'validation', message: 'Enter a valid e-mail address' },
      password: { type: 'validation', message: 'Use at least 8 characters' },
      repeat: { type: 'validation', message: 'The passwords do not match' },
    });
  });

  it('fails on the form’s own check alone', async () => {
    const result = await run({ email: 'a@b.c', password: 'long enough', repeat: 'other' });
    expect(Object.keys(result.errors)).toEqual(['repeat']);
  });

  it('ignores issues without a path', () => {
    expect(issuesToErrors([{ path: [], message: 'whole form' }])).toEqual({});
  });
});
