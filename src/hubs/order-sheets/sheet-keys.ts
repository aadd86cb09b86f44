import type { SheetAction } from './flow';

const MOVES: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * What a key pressed on the sheet does, as a spreadsheet: arrows and Tab move, digits type,
 * Enter enters and moves down, Backspace or Delete clears, Escape drops what is typed. `keep`
 * says the browser's own handling of the key stays (Escape); other keys are the sheet's alone.
 * @example sheetKeyAction('ArrowDown', false) // { action: { type: 'move', rows: 1, cols: 0 }, keep: false }
 */
export function sheetKeyAction(
  key: string,
  shiftKey: boolean,
): { action: SheetAction; keep: boolean } | null {
  const move = key === 'Tab' ? ([0, shiftKey ? -1 : 1] as const) : MOVES[key];
  if (move !== undefined) return { action: { type: 'move', rows: move[0], cols: move[1] }, keep: false };
  if (key === 'Enter') return { action: { type: 'enter' }, keep: false };
  if (key === 'Backspace' || key === 'Delete') return { action: { type: 'backspace' }, keep: false };
  if (key === 'Escape') return { action: { type: 'escape' }, keep: true };
  if (/^[0-9.]$/.test(key)) return { action: { type: 'typed', key }, keep: false };
  return null;
}
