import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Draws a zigzag on a signature pad with the mouse (as a finger would) and waits until the pad
 * holds a stroke. The pad is the page's `signature-pad` unless another is given.
 * @example await drawSignature(page, form.getByTestId('signature-pad'));
 */
export async function drawSignature(
  page: Page,
  pad: Locator = page.getByTestId('signature-pad'),
): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (box === null) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + 140);
  await page.mouse.down();
  for (const [dx, dy] of [
    [70, 40],
    [110, 150],
    [160, 50],
    [210, 150],
    [260, 60],
  ] as const) {
    await page.mouse.move(box.x + dx, box.y + dy, { steps: 6 });
  }
  await page.mouse.up();
  await expect(pad).not.toHaveAttribute('data-strokes', '0');
}
