/** What a classified error answers: a status and the `{code, message, errors?}` body. */
import type { FieldError } from '@candor/domain';

export interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldError[];
}

export interface HttpError {
  status: number;
  body: ErrorBody;
  /** True when the error is ours (a bug or an outage), to be logged with its stack. */
  unexpected: boolean;
  /** Sent as Retry-After: the failure is expected to pass (the database is unreachable). */
  retryAfterSeconds?: number;
}
