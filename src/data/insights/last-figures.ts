import type { BulktradeDB } from '../bulktrade-db';
import { LAST_FIGURES_TABLE } from '../bulktrade-db';
import type { InsightRequest } from '../../domain/insights/insight-requests';

/** A screen's figures as last worked out, kept in the mirror database (logging out deletes them with it). */
export type LastFigures = { key: string; figures: unknown; savedAt: number };

/**
 * What names one screen's figures across openings and sessions: the request without its
 * clock, so the figures of this morning still open the dashboard this afternoon.
 * @example lastFiguresKey({ kind: 'supplier', now: 1, timeZone: 'Australia/Melbourne' }) // '{"kind":"supplier","timeZone":"Australia/Melbourne"}'
 */
export function lastFiguresKey(request: InsightRequest): string {
  const { now: _now, ...rest } = request;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * The figures a screen showed last time, if any.
 * @example await loadLastFigures(db, lastFiguresKey(request)) // { sales: … } or undefined
 */
export async function loadLastFigures(db: BulktradeDB, key: string): Promise<unknown> {
  const row = (await db.table<LastFigures, string>(LAST_FIGURES_TABLE).get(key)) as LastFigures | undefined;
  return row?.figures;
}

/**
 * Keeps a screen's newest figures for its next opening.
 * @example await saveLastFigures(db, lastFiguresKey(request), figures, Date.now())
 */
export async function saveLastFigures(
  db: BulktradeDB,
  key: string,
  figures: unknown,
  savedAt: number,
): Promise<void> {
  await db.table<LastFigures, string>(LAST_FIGURES_TABLE).put({ key, figures, savedAt });
}
