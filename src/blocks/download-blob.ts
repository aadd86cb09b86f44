/** How long a download's object URL stays alive: the browser reads it after the click returns. */
const URL_LIFETIME_MS = 10_000;

/**
 * Starts the browser download of a file made on the device (a PDF, a CSV, a zip).
 * @example downloadBlob(await invoicePdf(doc), 'INV-0042.pdf')
 */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}
