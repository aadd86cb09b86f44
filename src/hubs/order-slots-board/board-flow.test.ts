import { describe, expect, it } from 'vitest';
import { boardReducer, initialBoardState, isThisWeek } from './board-flow';

describe('the order slot board', () => {
  const start = initialBoardState('2026-11-26');

  it("opens on today's week", () => {
    expect(start).toEqual({ today: '2026-11-26', weekStart: '2026-11-23', opened: null });
    expect(isThisWeek(start)).toBe(true);
  });

  it('moves a week at a time and back to this week, closing the opened run', () => {
    const opened = boardReducer(start, { type: 'open', slotID: 'am', day: '2026-11-27' });
    const next = boardReducer(opened, { type: 'next-week' });
    expect(next).toMatchObject({ weekStart: '2026-11-30', opened: null });
    expect(isThisWeek(next)).toBe(false);
    expect(
      boardReducer(boardReducer(start, { type: 'previous-week' }), { type: 'previous-week' }).weekStart,
    ).toBe('2026-11-09');
    expect(boardReducer(next, { type: 'this-week' }).weekStart).toBe('2026-11-23');
  });

  it('opens one run at a time; opening it again or closing shuts it', () => {
    const opened = boardReducer(start, { type: 'open', slotID: 'am', day: '2026-11-27' });
    expect(opened.opened).toEqual({ slotID: 'am', day: '2026-11-27' });
    expect(boardReducer(opened, { type: 'open', slotID: 'pm', day: '2026-11-27' }).opened).toEqual({
      slotID: 'pm',
      day: '2026-11-27',
    });
    expect(boardReducer(opened, { type: 'open', slotID: 'am', day: '2026-11-27' }).opened).toBeNull();
    expect(boardReducer(opened, { type: 'close' }).opened).toBeNull();
  });
});
