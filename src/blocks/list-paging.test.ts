import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageOffset, pageSizeFor, showLoadMore, showPager } from './list-paging';

describe('list paging', () => {
  it('has 75 rows a page in a panel and 25 in the simple list', () => {
    expect(pageSizeFor('panel')).toBe(75);
    expect(pageSizeFor('simple')).toBe(25);
  });

  it('counts pages as the rounded-up total over the page size', () => {
    expect(pageCount(150, 75)).toBe(2);
    expect(pageCount(151, 75)).toBe(3);
    expect(pageCount(0, 75)).toBe(1);
  });

  it('shows the pager only with server paging and more than one page', () => {
    expect(showPager({ serverPaging: true, total: 76, pageSize: 75 })).toBe(true);
    expect(showPager({ serverPaging: true, total: 75, pageSize: 75 })).toBe(false);
    expect(showPager({ serverPaging: false, total: 1000, pageSize: 75 })).toBe(false);
    expect(showPager({ serverPaging: true, total: null, pageSize: 75 })).toBe(false);
  });

  it('shows Load More when the loaded count is at least the page size', () => {
    expect(showLoadMore(25, 25)).toBe(true);
    expect(showLoadMore(30, 25)).toBe(true);
    expect(showLoadMore(24, 25)).toBe(false);
  });

  it('skips (page − 1) × size rows', () => {
    expect(pageOffset(1, 75)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
    expect(pageOffset(0, 25)).toBe(0);
  });

  it('keeps a page inside the pages there are', () => {
    expect(clampPage(9, 100, 75)).toBe(2);
    expect(clampPage(-1, 100, 75)).toBe(1);
  });

  it('every row falls on exactly one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 500 }), (total, size) => {
        const pages = pageCount(total, size);
        expect(pageOffset(pages, size)).toBeLessThan(total);
        expect(pageOffset(pages, size) + size).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});
