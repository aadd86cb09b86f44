import { describe, expect, it } from 'vitest';
import { announceOutboxChange, signalOf, SYNC_CHANNEL_NAME } from './outbox-announce';

describe('the sync channel', () => {
  it('reads only the signals other tabs may send', () => {
    expect(signalOf({ type: 'outbox' })).toBe('outbox');
    expect(signalOf({ type: 'sync-now' })).toBe('sync-now');
    expect(signalOf({ type: 'offline' })).toBeNull();
    expect(signalOf('outbox')).toBeNull();
  });

  it('announces a queued write to whoever listens on the channel', async () => {
    const listener = new BroadcastChannel(SYNC_CHANNEL_NAME);
    const received = new Promise<unknown>((resolve) =>
      listener.addEventListener('message', (event) => resolve(event.data), { once: true }),
    );
    announceOutboxChange();
    expect(await received).toEqual({ type: 'outbox' });
    listener.close();
  });
});
