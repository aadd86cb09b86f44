import { useCallback, useEffect, useRef } from 'react';
import { PRESS_AND_HOLD_DELAY_MS, PRESS_AND_HOLD_INTERVAL_MS } from './block-constants';

/** Handlers to spread on a button that repeats while held (mouse, pen and touch alike). */
export type PressAndHoldHandlers = {
  onPointerDown: (event: { button: number; preventDefault(): void }) => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onClick: (event: { detail: number }) => void;
  onContextMenu: (event: { preventDefault(): void }) => void;
};

/**
 * Runs `action` once on press, again after 500 ms, then every 50 ms until released.
 * A keyboard click (Enter or Space: a click with no pointer) runs it once.
 * @example const hold = usePressAndHold(() => setValue((v) => v + 1)); <button {...hold}>+</button>
 */
export function usePressAndHold(action: () => void): PressAndHoldHandlers {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  const delay = useRef<ReturnType<typeof setTimeout> | null>(null);
  const repeat = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (delay.current !== null) clearTimeout(delay.current);
    if (repeat.current !== null) clearInterval(repeat.current);
    delay.current = null;
    repeat.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      // Keeps touch from starting a text selection or the long-press menu.
      event.preventDefault();
      stop();
      latest.current();
      delay.current = setTimeout(() => {
        latest.current();
        repeat.current = setInterval(() => latest.current(), PRESS_AND_HOLD_INTERVAL_MS);
      }, PRESS_AND_HOLD_DELAY_MS);
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onClick: (event) => {
      if (event.detail === 0) latest.current();
    },
    onContextMenu: (event) => event.preventDefault(),
  };
}
