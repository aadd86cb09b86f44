import { useEffect, type RefObject } from 'react';
import { routesToScanField } from './scanner-typing';

/**
 * Sends typing that would be lost (no field has the focus: a scanner's code after a tap on a
 * button) to the scan field: the field takes the focus on the first character, so that
 * character and the rest, and the scanner's closing Enter, arrive in it.
 */
export function useScannerTyping(field: RefObject<HTMLInputElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const input = field.current;
      if (input === null || input.disabled || !routesToScanField(event)) return;
      // A dialog open over the screen keeps its own keys.
      if (document.querySelector('[role="dialog"]') !== null) return;
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [field, enabled]);
}
