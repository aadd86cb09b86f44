/** The longest side of a stored logo, in pixels: sharp on an invoice, small in the record. */
export const LOGO_MAX_PX = 256;

/**
 * The size a logo is drawn at: its own when small enough, else scaled to fit LOGO_MAX_PX.
 * @example logoSize(1024, 512) // { width: 256, height: 128 }
 */
export function logoSize(
  width: number,
  height: number,
  max = LOGO_MAX_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Resizes an uploaded image in the browser to a PNG data URL for the company record, so the
 * logo travels with the record (and offline) instead of the multi-megabyte original.
 * @example const dataUrl = await resizeLogo(input.files[0]);
 */
export async function resizeLogo(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = logoSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot resize images');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/png');
}
