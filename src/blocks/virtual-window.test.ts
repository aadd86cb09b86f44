import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { virtualWindow } from './virtual-window';

describe('virtualWindow', () => {
  it('renders the rows in view plus the overscan', () => {
    expect(virtualWindow({ rowCount: 10_000, rowHeight: 40, viewportHeight: 400, scrollTop: 4000 })).toEqual({
      start: 90,
      end: 121,
      before: 3600,
      after: (10_000 - 121) * 40,
    });
  });

  it('renders everything for a short list', () => {
    expect(virtualWindow({ rowCount: 5, rowHeight: 40, viewportHeight: 400, scrollTop: 0 })).toEqual({
      start: 0,
      end: 5,
      before: 0,
      after: 0,
    });
  });

  it('keeps the total height, covers the viewport and never renders more than a screenful and margins', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: -1000, max: 10_000_000 }),
        (rowCount, rowHeight, viewportHeight, scrollTop) => {
          const window = virtualWindow({ rowCount, rowHeight, viewportHeight, scrollTop, overscan: 5 });
          expect(window.before + (window.end - window.start) * rowHeight + window.after).toBe(
            rowCount * rowHeight,
          );
          expect(window.end - window.start).toBeLessThanOrEqual(
            Math.ceil(viewportHeight / rowHeight) + 1 + 10,
          );
          const top = Math.min(Math.max(0, scrollTop), Math.max(0, rowCount * rowHeight - viewportHeight));
          expect(window.before).toBeLessThanOrEqual(top);
          expect(window.before + (window.end - window.start) * rowHeight).toBeGreaterThanOrEqual(
            Math.min(rowCount * rowHeight, top + viewportHeight),
          );
        },
      ),
    );
  });
});
