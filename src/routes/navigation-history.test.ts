import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../session/memory-storage';
import {
  NAVIGATION_HISTORY_KEY,
  readNavigationHistory,
  recordNavigation,
  withVisit,
} from './navigation-history';

const visit = (path: string) => ({ path, title: path, at: '2026-03-01T09:00:00.000Z' });

describe('navigation history (guard step 1)', () => {
  it('records visits in order under a BT-prefixed key', () => {
    const storage = memoryStorage();
    recordNavigation(storage, visit('/'));
    recordNavigation(storage, visit('/hub/sales'));
    expect(NAVIGATION_HISTORY_KEY.startsWith('BT')).toBe(true);
    expect(readNavigationHistory(storage).map((entry) => entry.path)).toEqual(['/', '/hub/sales']);
  });

  it('does not record the same path twice in a row and keeps only the newest entries', () => {
    expect(withVisit([visit('/a')], visit('/a'))).toHaveLength(1);
    const many = Array.from({ length: 5 }, (_, index) => visit(`/${index}`));
    expect(withVisit(many, visit('/new'), 3).map((entry) => entry.path)).toEqual(['/3', '/4', '/new']);
  });

  it('reads damaged history as empty', () => {
    expect(readNavigationHistory(memoryStorage({ [NAVIGATION_HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(readNavigationHistory(memoryStorage({ [NAVIGATION_HISTORY_KEY]: '[{"path":1}]' }))).toEqual([]);
  });
});
