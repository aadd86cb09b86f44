import { describe, expect, it } from 'vitest';
import * as constants from './block-constants';

describe('block constants (spec doc 2, section 9)', () => {
  it('panels: 7 maximised, 700 wide (350 in the older block), 35 minimised, mobile below 600, 94vh high, item frame 900', () => {
    expect(constants.MAX_MAXIMISED_BLADES).toBe(7);
    expect(constants.BLADE_DEFAULT_WIDTH).toBe(700);
    expect(constants.BLADE_LEGACY_WIDTH).toBe(350);
    expect(constants.BLADE_MINIMISED_WIDTH).toBe(35);
    expect(constants.BLADE_MOBILE_BREAKPOINT).toBe(600);
    expect(constants.BLADE_HEIGHT).toBe('94vh');
    expect(constants.ITEM_FRAME_WIDTH).toBe(900);
    expect(constants.PAGE_WIDTH).toBe('100%');
  });

  it('lists: 75 a page in a panel, 25 in the simple list, mobile below 580, extra heights 48, 8, 57, 48', () => {
    expect(constants.PANEL_PAGE_SIZE).toBe(75);
    expect(constants.SIMPLE_PAGE_SIZE).toBe(25);
    expect(constants.LIST_MOBILE_BREAKPOINT).toBe(580);
    expect([
      constants.LIST_EXTRA_HEIGHT,
      constants.LIST_PANEL_EXTRA_HEIGHT,
      constants.LIST_PAGING_EXTRA_HEIGHT,
      constants.LIST_HEADER_EXTRA_HEIGHT,
    ]).toEqual([48, 8, 57, 48]);
  });

  it('dialogs: 500 by default, 350 select with a 400 list, 325 date and quantity, sync picker 400', () => {
    expect(constants.DIALOG_DEFAULT_WIDTH).toBe(500);
    expect(constants.SELECT_DIALOG_WIDTH).toBe(350);
    expect(constants.SELECT_LIST_HEIGHT).toBe(400);
    expect(constants.DATE_DIALOG_WIDTH).toBe(325);
    expect(constants.QUANTITY_DIALOG_WIDTH).toBe(325);
    expect(constants.SYNC_PICKER_WIDTH).toBe(400);
  });

  it('timing: snackbar 3000, snack widget 5000, hold 500 then 50, relative time 60 s, hover 300', () => {
    expect(constants.SNACKBAR_TIMEOUT_MS).toBe(3000);
    expect(constants.SNACK_WIDGET_TIMEOUT_MS).toBe(5000);
    expect(constants.PRESS_AND_HOLD_DELAY_MS).toBe(500);
    expect(constants.PRESS_AND_HOLD_INTERVAL_MS).toBe(50);
    expect(constants.RELATIVE_TIME_REFRESH_MS).toBe(60_000);
    expect(constants.HOVER_OPEN_DELAY_MS).toBe(300);
  });

  it('texts and defaults: slide query, cut-off 00:00, New', () => {
    expect(constants.SLIDE_QUERY_KEY).toBe('slide');
    expect(constants.DEFAULT_CUT_OFF_TIME).toBe('00:00');
    expect(constants.NEW_RECORD_TEXT).toBe('New');
  });
});
