/** Shown in the error alert when a failure carries nothing to say (spec doc 2, section 8). */
export const NO_ERROR_SUPPLIED = 'hmmm no error was supplied';
/** Joins the parts of an error description. */
export const ERROR_PART_SEPARATOR = ' | ';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** One part of an error's message: trimmed text, or a number or flag as text; null for anything else. */
function messagePart(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** An errors list as servers send it: strings, objects with a message, or field → messages. */
function errorsList(value: unknown): string[] {
  if (Array.isArray(value))
    return value.flatMap((entry) => messagePart(entry) ?? messagePart(field(entry, 'message')) ?? []);
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).flatMap((entry) =>
      Array.isArray(entry) ? errorsList(entry) : (messagePart(entry) ?? []),
    );
  }
  const single = messagePart(value);
  return single === null ? [] : [single];
}

/** The raw response body, or what it says when it is an object. */
function responseParts(data: unknown): string[] {
  const raw = messagePart(data);
  if (raw !== null) return [raw];
  return [messagePart(field(data, 'message')), ...errorsList(field(data, 'errors'))].flatMap(
    (part) => part ?? [],
  );
}

/**
 * The description of the dismissible error alert: the error's message, any errors list, and
 * the response's message and raw data, joined with ' | ' (repeats dropped); the helper text
 * 'hmmm no error was supplied' when there is nothing.
 * @example errorDescription(new Error('Network down')) // 'Network down'
 * @example errorDescription({ message: 'Save failed', errors: ['Name is required'], response: { data: 'Conflict' } })
 * // 'Save failed | Name is required | Conflict'
 * @example errorDescription(undefined) // 'hmmm no error was supplied'
 */
export function errorDescription(error: unknown): string {
  const direct = messagePart(error);
  const response = field(error, 'response');
  const parts = [
    direct,
    messagePart(field(error, 'message')),
    ...errorsList(field(error, 'errors')),
    ...responseParts(response === undefined ? field(error, 'data') : field(response, 'data')),
  ].flatMap((part) => part ?? []);
  const unique = [...new Set(parts)];
  return unique.length === 0 ? NO_ERROR_SUPPLIED : unique.join(ERROR_PART_SEPARATOR);
}
