import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A validation problem: where (the field's path) and what to say. */
export type Issue = { path: readonly PropertyKey[]; message: string };

/** What the resolver needs of a schema: zod's `safeParse`, typed structurally so zod is not imported here. */
export type ParseSchema<TOut> = {
  safeParse: (
    value: unknown,
  ) => { success: true; data: TOut } | { success: false; error: { issues: readonly Issue[] } };
};

/** Turns issues into react-hook-form errors, the first message of each field winning. */
export const issuesToErrors = (issues: readonly Issue[]): Record<string, FieldError> => {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (key && !errors[key]) errors[key] = { type: 'validation', message: issue.message };
  }
  return errors;
};

/**
 * A react-hook-form resolver from a contract schema (the server validates with the same one), with
 * optional checks of the form itself (a repeated password); the form submits the parsed values.
 */
export const schemaResolver =
  <TIn extends FieldValues, TOut>(
    schema: ParseSchema<TOut>,
    extraChecks?: (values: TIn) => Issue[],
  ): Resolver<TIn, unknown, TOut> =>
  async (values) => {
    const result = schema.safeParse(values);
    const issues = [...(result.success ? [] : result.error.issues), ...(extraChecks?.(values) ?? [])];
    if (result.success && issues.length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: issuesToErrors(issues) as FieldErrors<TIn> };
  };
