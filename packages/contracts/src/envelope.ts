import { z } from './zod.ts';

/** One entry of the envelope's `errors`: which field failed and why. */
export const ZFieldError = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type FieldError = z.infer<typeof ZFieldError>;

/** The error part of a failed response: a machine code and optional details. */
export const ZErrorBody = z.object({
  code: z.string(),
  details: z.unknown().optional(),
  requestId: z.string().optional(),
});

/**
 * The specification's envelope: every api response is `{ success, message, errors, timestamp, data }`.
 * Failed responses carry `error` with `code` and `details`; `errors` lists field problems.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    errors: z.array(ZFieldError),
    timestamp: z.string(),
    data,
    error: ZErrorBody.optional(),
  });

/** The envelope of a failed response. */
export const ZErrorEnvelope = envelope(z.null()).extend({ success: z.literal(false), error: ZErrorBody });

export type Envelope<T> = {
  success: boolean;
  message: string;
  errors: FieldError[];
  timestamp: string;
  data: T;
  error?: { code: string; details?: unknown; requestId?: string };
};
