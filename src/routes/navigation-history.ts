/** sessionStorage key of the navigation history (BT-prefixed like every key of the app). */
export const NAVIGATION_HISTORY_KEY = 'BTnavigationHistory';
/** How many entries the history keeps; the oldest go first. */
export const NAVIGATION_HISTORY_LIMIT = 50;

/** One visited screen. */
export type NavigationEntry = { path: string; title: string; at: string };

/**
 * Adds a visit to the history (guard step 1): a repeat of the last path is not recorded
 * twice, and only the newest `limit` entries stay.
 * @example withVisit([], { path: '/demo', title: 'Demo', at: '2026-01-01T00:00:00Z' }).length // 1
 */
export function withVisit(
  history: readonly NavigationEntry[],
  entry: NavigationEntry,
  limit: number = NAVIGATION_HISTORY_LIMIT,
): NavigationEntry[] {
  if (history.at(-1)?.path === entry.path) return [...history];
  return [...history, entry].slice(-limit);
}

function isEntry(value: unknown): value is NavigationEntry {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.path === 'string' && typeof record.title === 'string' && typeof record.at === 'string';
}

/**
 * The recorded history; unreadable or foreign content reads as empty.
 * @example readNavigationHistory(sessionStorage)
 */
export function readNavigationHistory(storage: Pick<Storage, 'getItem'>): NavigationEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(NAVIGATION_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * Records a visit in storage.
 * @example recordNavigation(sessionStorage, { path: '/demo', title: 'Demo', at: new Date().toISOString() })
 */
export function recordNavigation(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  entry: NavigationEntry,
): void {
  try {
    storage.setItem(NAVIGATION_HISTORY_KEY, JSON.stringify(withVisit(readNavigationHistory(storage), entry)));
  } catch {
    // A full or blocked storage only loses the history, never the navigation.
  }
}
