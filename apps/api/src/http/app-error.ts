import { type ErrorCode, type FieldError, statusForCode } from '@urosim/contracts';

/**
 * The one error type route code throws. The error handler turns it into the envelope with the
 * status of its code (contracts' error table).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly fieldErrors: FieldError[];
  constructor(code: ErrorCode, message: string, details?: unknown, fieldErrors: FieldError[] = []) {
    super(message);
    this.code = code;
    this.details = details;
    this.fieldErrors = fieldErrors;
    this.status = statusForCode(code);
  }
}
