import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnyRecord } from '../../src/domain/unknown-values';

/** A field a request got wrong, with a message a person can act on. */
export type FieldError = { field: string; message: string };

/** Every error body has a readable `message`; extra facts ride beside it. */
export function problem(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  extra: AnyRecord = {},
): Response {
  return c.json({ message, ...extra }, status);
}

/** An error with an HTTP status, thrown by helpers and answered by the app's error handler. */
export class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: AnyRecord = {},
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}
