import type { PreparedRow } from './import-file';
import type { ImportReportLine } from './import-report';

/** Rows per request: 1,000 product rows stay well under the services' 1 MB body limit. */
export const UPLOAD_BATCH_ROWS = 1000;

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
  /** Batches sent so far, of all. */
  onProgress?: (sent: number, total: number) => void;
};

async function answerOf(response: Response): Promise<Record<string, unknown>> {
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
    return { row: typeof line.row === 'number' ? line.row : null, field: String(line.field ?? ''), message: String(line.message ?? '') };
  });
}

/**
 * Sends an import's rows in batches under its import id, then commits it: the services apply
 * all rows or none. Sending again with the same import id (Retry) is safe: batches replace
 * themselves and a commit that already happened completes without doubling anything.
 * @example await uploadImport({ base: `${origin}/api/v1/Products/import`, importID, rows, token, fetch })
 */
export async function uploadImport(deps: UploadDeps): Promise<UploadOutcome> {
  const base = deps.base.replace(/\/+$/, '');
  const call = async (path: string, body: unknown) => {
    const response = await deps.fetch(
      new Request(`${base}/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${deps.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, ok: response.ok, body: await answerOf(response) };
  };
  const batches = Math.max(1, Math.ceil(deps.rows.length / UPLOAD_BATCH_ROWS));
  try {
    for (let batch = 0; batch < batches; batch += 1) {
      const rows = deps.rows.slice(batch * UPLOAD_BATCH_ROWS, (batch + 1) * UPLOAD_BATCH_ROWS);
      const sent = await call('batch', { importID: deps.importID, batch, rows });
      if (!sent.ok) return { ok: false, message: String(sent.body.message ?? `The services answered ${sent.status}`), errors: [] };
      deps.onProgress?.(batch + 1, batches + 1);
    }
    const committed = await call('commit', { importID: deps.importID, batches });
    deps.onProgress?.(batches + 1, batches + 1);
    if (!committed.ok) return { ok: false, message: String(committed.body.message ?? `The services answered ${committed.status}`), errors: errorsOf(committed.body.errors) };
    return { ok: true, rows: Number(committed.body.rows ?? deps.rows.length), created: Number(committed.body.created ?? 0), existing: Number(committed.body.existing ?? 0) };
  } catch {
    return { ok: false, message: 'The services could not be reached, so the import may not have finished. Check the connection and press Retry: nothing is imported twice.', errors: [] };
  }
}
