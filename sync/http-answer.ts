import type { FieldProblem } from './mirror-types';
import type { AnyRecord } from '../src/domain/unknown-values';

/** The spec's helper text when an error carries no message. */
export const NO_ERROR_SUPPLIED = 'hmmm no error was supplied';

/**
 * Reads a JSON body; an empty or non-JSON body is null. A body cut off mid-way throws,
 * which callers treat like any network error.
 */
export async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function isRecordObject(value: unknown): value is AnyRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's `message` of an error body, or the spec's helper text.
 * @example messageOf({ message: 'Field is required' }) // 'Field is required'
 */
export function messageOf(body: unknown): string {
  if (isRecordObject(body) && typeof body.message === 'string' && body.message.trim() !== '')
    return body.message;
  return NO_ERROR_SUPPLIED;
}

/**
 * The `errors` list of a 422 body (field and message of each).
 * @example fieldProblemsOf({ errors: [{ field: 'productName', message: 'Field is required' }] }).length // 1
 */
export function fieldProblemsOf(body: unknown): FieldProblem[] {
  if (!isRecordObject(body) || !Array.isArray(body.errors)) return [];
  const problems: FieldProblem[] = [];
  for (const item of body.errors as unknown[]) {
    if (isRecordObject(item) && typeof item.message === 'string') {
      problems.push({
        field: typeof item.field === 'string' ? item.field : '(record)',
        message: item.message,
      });
    }
  }
  return problems;
}

/**
 * What a refusal says beside its sentence, when it names the rule it applies (the services'
 * ordering policy: rule, field, cutOff, timeZone, nextSlot; a line rule's line): kept with the
 * failed write so the screen can offer the way out (move the order to the next slot). Null for
 * a refusal that names no rule.
 * @example refusalOf({ message: 'Not accepted', rule: 'cutOff', nextSlot: { dueDate: 'x' } }) // { rule: 'cutOff', nextSlot: { dueDate: 'x' } }
 */
export function refusalOf(body: unknown): Readonly<AnyRecord> | null {
  if (!isRecordObject(body) || typeof body.rule !== 'string' || body.rule === '') return null;
  const { message: _message, errors: _errors, ...facts } = body;
  return facts;
}

/**
 * Statuses worth trying again later: the server or something before it is struggling.
 * @example isRetryableStatus(503) // true
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 425 || status === 429;
}
