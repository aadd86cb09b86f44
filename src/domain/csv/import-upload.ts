import type { PreparedRow } from './import-file';
import { IMPORT_BATCH_ROWS, importTooLargeMessage, MAX_IMPORT_ROWS } from './import-limits';
import type { ImportReportLine } from './import-report';

/** Rows per request: 1,000 product rows stay well under the services' 1 MB body limit. */
export const UPLOAD_BATCH_ROWS = IMPORT_BATCH_ROWS;

/** How often the page asks where a running commit stands. */
export const PROGRESS_POLL_MS = 1000;

/** Where an upload stands: rows sent to the services, then rows they have written, of all. */
export type UploadProgress = { phase: 'sending' | 'importing'; done: number; total: number };

export type UploadOutcome =
  | { ok: true; rows: number; created: number; existing: number }
  | { ok: false; message: string; errors: ImportReportLine[] };

export type UploadDeps = {
  /** The import calls' base: the section's address and '/import', e.g. 'https://host/api/v1/Products/import'. */
  base: string;
  importID: string;
  rows: readonly PreparedRow[];
  token: string;
  fetch: (request: Request) => Promise<Response>;
  /** Rows sent so far, then rows written so far (polled while the commit runs), of all. */
  onProgress?: (progress: UploadProgress) => void;
  /** How often to ask where the commit stands (PROGRESS_POLL_MS). */
  pollMs?: number;
};

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  // The services' answer: JSON not yet checked.
  try {
    const body = (await response.json()) as unknown;
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function errorsOf(value: unknown): ImportReportLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const line = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    return {
      row: typeof line.row === 'number' ? line.row : null,
      field: String(line.field ?? ''),
      message: String(line.message ?? ''),
    };
  });
}

/**
 * Sends an import's rows in batches under its import id, then commits it: the services check
 * every row and write all of them or, when any row is bad, none. While the commit runs, where it
 * stands is asked every `pollMs` ("Importing 12,000 of 50,000…"). Sending again with the same
 * import id (Retry) is safe: batches replace themselves and a commit that already happened, or
 * stopped half-way, completes without doubling anything. More than MAX_IMPORT_ROWS rows are
 * refused before anything is sent.
 * @example await uploadImport({ base: `${origin}/api/v1/Products/import`, importID, rows, token, fetch })
 */
export async function uploadImport(deps: UploadDeps): Promise<UploadOutcome> {
  if (deps.rows.length > MAX_IMPORT_ROWS)
    return { ok: false, message: importTooLargeMessage(deps.rows.length), errors: [] };
  const base = deps.base.replace(/\/+$/, '');
  const headers = { Authorization: `Bearer ${deps.token}`, Accept: 'application/json' };
  const call = async (path: string, body: unknown) => {
    const response = await deps.fetch(
      new Request(`${base}/${path}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, ok: response.ok, body: await answerOf(response) };
  };
  const total = deps.rows.length;
  const batches = Math.max(1, Math.ceil(total / UPLOAD_BATCH_ROWS));
  try {
    for (let batch = 0; batch < batches; batch += 1) {
      const rows = deps.rows.slice(batch * UPLOAD_BATCH_ROWS, (batch + 1) * UPLOAD_BATCH_ROWS);
      const sent = await call('batch', { importID: deps.importID, batch, rows });
      if (!sent.ok)
        return {
          ok: false,
          message: String(sent.body.message ?? `The services answered ${sent.status}`),
          errors: [],
        };
      deps.onProgress?.({ phase: 'sending', done: Math.min(total, (batch + 1) * UPLOAD_BATCH_ROWS), total });
    }
    deps.onProgress?.({ phase: 'importing', done: 0, total });
    const polling = pollProgress(deps, base, headers, total);
    const committed = await call('commit', { importID: deps.importID, batches }).finally(() =>
      polling.stop(),
    );
    if (!committed.ok)
      return {
        ok: false,
        message: String(committed.body.message ?? `The services answered ${committed.status}`),
        errors: errorsOf(committed.body.errors),
      };
    deps.onProgress?.({ phase: 'importing', done: total, total });
    return {
      ok: true,
      rows: Number(committed.body.rows ?? total),
      created: Number(committed.body.created ?? 0),
      existing: Number(committed.body.existing ?? 0),
    };
  } catch {
    return {
      ok: false,
      message:
        'The services could not be reached, so the import may not have finished. Check the connection and press Retry: nothing is imported twice.',
      errors: [],
    };
  }
}

/** Asks where the commit stands every `pollMs` until stopped; a failed ask is skipped. */
function pollProgress(
  deps: UploadDeps,
  base: string,
  headers: Record<string, string>,
  total: number,
): { stop: () => void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    try {
      const response = await deps.fetch(
        new Request(`${base}/progress?importID=${encodeURIComponent(deps.importID)}`, { headers }),
      );
      const body = response.ok ? await answerOf(response) : null;
      if (!stopped && body !== null && typeof body.done === 'number')
        deps.onProgress?.({ phase: 'importing', done: Math.min(body.done, total), total });
    } catch {
      // The next ask may reach the services; the commit's own answer is what counts.
    }
    if (!stopped) timer = setTimeout(() => void ask(), deps.pollMs ?? PROGRESS_POLL_MS);
  };
  timer = setTimeout(() => void ask(), deps.pollMs ?? PROGRESS_POLL_MS);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
