import { describe, expect, it } from 'vitest';
import { createStatusHub, initialStatus, type SyncStatus } from './sync-status';

describe('status hub', () => {
  it('gives a subscriber the current status at once, then every real change only', () => {
    const hub = createStatusHub(initialStatus(true));
    const seen: SyncStatus[] = [];
    const unsubscribe = hub.subscribe((status) => seen.push(status));
    hub.update({ pending: 2 });
    hub.update({ pending: 2 });
    hub.update({ firstPull: { done: false, progress: 0.5 } });
    unsubscribe();
    hub.update({ pending: 3 });
    expect(seen.map((status) => [status.pending, status.firstPull.progress])).toEqual([
      [0, 0],
      [2, 0],
      [2, 0.5],
    ]);
    expect(hub.get().pending).toBe(3);
  });
});
