import { describe, expect, it } from 'vitest';
import { sheetKeyAction } from './sheet-keys';

describe('a key on the order sheet', () => {
  it('moves with the arrows and Tab (Shift+Tab back)', () => {
    expect(sheetKeyAction('ArrowUp', false)?.action).toEqual({ type: 'move', rows: -1, cols: 0 });
    expect(sheetKeyAction('ArrowRight', false)?.action).toEqual({ type: 'move', rows: 0, cols: 1 });
    expect(sheetKeyAction('Tab', false)?.action).toEqual({ type: 'move', rows: 0, cols: 1 });
    expect(sheetKeyAction('Tab', true)?.action).toEqual({ type: 'move', rows: 0, cols: -1 });
  });

  it('types digits and a point, enters, clears and escapes; other keys are left to the browser', () => {
    expect(sheetKeyAction('7', false)).toEqual({ action: { type: 'typed', key: '7' }, keep: false });
    expect(sheetKeyAction('.', false)?.action).toEqual({ type: 'typed', key: '.' });
    expect(sheetKeyAction('Enter', false)?.action).toEqual({ type: 'enter' });
    expect(sheetKeyAction('Delete', false)?.action).toEqual({ type: 'backspace' });
    expect(sheetKeyAction('Escape', false)).toEqual({ action: { type: 'escape' }, keep: true });
    expect(sheetKeyAction('a', false)).toBeNull();
  });
});
