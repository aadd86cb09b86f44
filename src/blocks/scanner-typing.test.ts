import { describe, expect, it } from 'vitest';
import { routesToScanField, takesTyping } from './scanner-typing';

const element = (tagName: string, extra: Record<string, unknown> = {}) =>
  ({ tagName, ...extra }) as unknown as EventTarget;
const press = (
  key: string,
  target: EventTarget | null,
  keys: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => ({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...keys });

describe('scanner typing', () => {
  it('sends a scanned character to the scan field when the focus is on a button or nothing', () => {
    expect(routesToScanField(press('G', element('BUTTON')))).toBe(true);
    expect(routesToScanField(press('7', element('BODY')))).toBe(true);
    expect(routesToScanField(press('-', null))).toBe(true);
    expect(routesToScanField(press('x', element('INPUT', { type: 'checkbox' })))).toBe(true);
  });

  it('leaves typing in a field that takes it (a quantity typed by hand stays there)', () => {
    expect(routesToScanField(press('4', element('INPUT', { type: 'text' })))).toBe(false);
    expect(routesToScanField(press('4', element('INPUT')))).toBe(false);
    expect(routesToScanField(press('a', element('TEXTAREA')))).toBe(false);
    expect(routesToScanField(press('a', element('SELECT')))).toBe(false);
    expect(routesToScanField(press('a', element('DIV', { isContentEditable: true })))).toBe(false);
  });

  it('leaves shortcuts and named keys alone', () => {
    expect(routesToScanField(press('r', element('BUTTON'), { ctrlKey: true }))).toBe(false);
    expect(routesToScanField(press('c', element('BUTTON'), { metaKey: true }))).toBe(false);
    expect(routesToScanField(press('Tab', element('BUTTON')))).toBe(false);
    expect(routesToScanField(press('Enter', element('BUTTON')))).toBe(false);
    expect(routesToScanField(press('ArrowDown', element('BUTTON')))).toBe(false);
    expect(routesToScanField(press(' ', element('BUTTON')))).toBe(false);
  });

  it('knows which inputs take text', () => {
    expect(takesTyping(element('INPUT', { type: 'search' }))).toBe(true);
    expect(takesTyping(element('INPUT', { type: 'radio' }))).toBe(false);
    expect(takesTyping(element('A'))).toBe(false);
  });
});
