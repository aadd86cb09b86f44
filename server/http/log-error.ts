/**
 * What the server log keeps of an unexpected error: its kind, database code, message and
 * stack, never the properties a driver hangs on it (PGlite attaches the SQL text and its bound
 * parameter values, which hold people's data and passwords' neighbours).
 * @example errorLogLine(Object.assign(new Error('boom'), { params: ['secret'] })) // 'Error: boom\n    at …' (no 'secret')
 */
export function errorLogLine(error: unknown): string {
  if (!(error instanceof Error)) return `Non-error thrown: ${typeof error}`;
  const code = (error as { code?: unknown }).code;
  const head = `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [head, ...frames].join('\n');
}

/** Logs an unexpected error for the operator without the data it was working on. */
export function logServerError(context: string, error: unknown): void {
  console.error(`${context}: ${errorLogLine(error)}`);
}
