// The unit files of a worker share their modules (vite.config.ts), Dexie among them, and Dexie
// looks for IndexedDB once, when it is first imported. So fake-indexeddb is there before any
// file imports Dexie, whichever file comes first; files that use IndexedDB still import it too.
import 'fake-indexeddb/auto';
