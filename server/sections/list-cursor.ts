import { base64ToBytes, bytesToBase64Url } from '../auth/base64';
import { unstorablePath } from '../http/odd-text';
import { HttpProblem } from '../http/problem';
import type { ListPosition, RecordRow, SortOrder } from '../store/store';
import { recordOf } from './record-view';

/**
 * getAll's keyset cursor: the last row's sort value and id, as URL-safe base64 of their JSON.
 * Opaque to clients; a page read after it starts at the next row even if rows were added or
 * removed before it meanwhile.
 * @example listCursorOf(row, { field: 'productName', direction: 'asc' }) // 'WyJNaWxrIiwicHJvZC0xIl0'
 */
export function listCursorOf(row: RecordRow, sort: SortOrder | undefined): string {
  const value = sort === undefined ? null : recordOf(row)[sort.field];
  // Web-standard, not Node's Buffer: training mode runs these services in the browser.
  return bytesToBase64Url(new TextEncoder().encode(JSON.stringify([value ?? null, row.id])));
}

function fromBase64Url(text: string): string | null {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = base64ToBytes(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  return bytes === null ? null : new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The position a cursor names, or a 400 that says the cursor is not one getAll gave. */
export function readListCursor(text: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text) ?? '');
  } catch {
    parsed = null;
  }
  // A forged cursor may carry text no store can compare with (a NUL): it is not one getAll gave.
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[1] !== 'string' ||
    parsed[1] === '' ||
    unstorablePath(parsed) !== null
  ) {
    throw new HttpProblem(400, 'takeAfter must be the nextCursor of an earlier getAll page');
  }
  return { value: parsed[0], id: parsed[1] };
}
