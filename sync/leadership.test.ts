import { describe, expect, it } from 'vitest';
import { memoryLocks, soleLeadership, webLocksLeadership, type LockManagerLike } from './leadership';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('leadership', () => {
  it('memory locks: one holder at a time, the next waiter takes over when it lets go', async () => {
    const locks = memoryLocks();
    const order: string[] = [];
    let releaseA: () => void = () => undefined;
    const a = locks.request('sync', { signal: new AbortController().signal }, async () => {
      order.push('a leads');
      await new Promise<void>((resolve) => (releaseA = resolve));
      order.push('a leaves');
    });
    const b = locks.request('sync', { signal: new AbortController().signal }, async () => {
      order.push('b leads');
    });
    await tick();
    expect(order).toEqual(['a leads']);
    releaseA();
    await Promise.all([a, b]);
    expect(order).toEqual(['a leads', 'a leaves', 'b leads']);
  });

  it('memory locks: a waiting request can be given up', async () => {
    const locks = memoryLocks();
    let release: () => void = () => undefined;
    const held = locks.request(
      'sync',
      { signal: new AbortController().signal },
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const abort = new AbortController();
    let ran = false;
    const waiting = locks.request('sync', { signal: abort.signal }, async () => {
      ran = true;
    });
    abort.abort();
    await expect(waiting).rejects.toThrow('aborted');
    release();
    await held;
    expect(ran).toBe(false);
  });

  it('Web Locks: asks navigator.locks for the named lock with the abort signal', async () => {
    const calls: string[] = [];
    const locks: LockManagerLike = {
      async request(name, options, callback) {
        calls.push(`${name} ${String(options.signal.aborted)}`);
        await callback();
      },
    };
    let held = false;
    await webLocksLeadership(locks).request(
      'bulktrade-sync',
      { signal: new AbortController().signal },
      async () => {
        held = true;
      },
    );
    expect(calls).toEqual(['bulktrade-sync false']);
    expect(held).toBe(true);
  });

  it('without Web Locks every engine leads', async () => {
    let held = false;
    await soleLeadership().request('x', { signal: new AbortController().signal }, async () => {
      held = true;
    });
    expect(held).toBe(true);
  });
});
