/**
 * A Storage kept in memory: the same contract as localStorage, for code that runs where there
 * is none (tests, workers) and for stores that must not outlive the page.
 * @example const storage = memoryStorage({ BTsession: '{}' }); storage.getItem('BTsession')
 */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): Storage {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}
