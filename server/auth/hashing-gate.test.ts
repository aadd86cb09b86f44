import { describe, expect, it } from 'vitest';
import { createHashingGate, HASHING_PRIORITY } from './hashing-gate';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('the hashing gate', () => {
  it('runs at most maxRunning at once, queues up to maxWaiting and refuses the rest without running them', async () => {
    const gate = createHashingGate({ maxRunning: 2, maxWaiting: 1 });
    const blockers = [deferred(), deferred(), deferred()];
    let started = 0;
    let ranRefused = false;
    const runs = blockers.map((blocker, index) =>
      gate.run(async () => {
        started += 1;
        await blocker.promise;
        return index;
      }),
    );
    const refused = await gate.run(async () => {
      ranRefused = true;
      return 9;
    });
    expect(refused).toEqual({ ok: false });
    expect(ranRefused).toBe(false);
    await Promise.resolve();
    expect(started).toBe(2);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    blockers[0]?.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toBe(3);
    expect(gate.load()).toEqual({ running: 2, waiting: 0 });
    blockers[1]?.resolve();
    blockers[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([
      { ok: true, value: 0 },
      { ok: true, value: 1 },
      { ok: true, value: 2 },
    ]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHashingGate({ maxRunning: 1, maxWaiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 1)).toEqual({ ok: true, value: 1 });
  });

  it('keeps a queue per class, so a flood of one class never refuses another, and hands a freed slot to the most trusted first', async () => {
    const gate = createHashingGate({ maxRunning: 1, maxWaiting: 2 });
    const blocker = deferred();
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      if (name === 'first') await blocker.promise;
      return name;
    };
    const first = gate.run(job('first'), HASHING_PRIORITY.failed);
    const failed = [
      gate.run(job('failed-1'), HASHING_PRIORITY.failed),
      gate.run(job('failed-2'), HASHING_PRIORITY.failed),
    ];
    // The failed class's queue is full: one more of it is refused, the other classes are not.
    expect(await gate.run(job('failed-3'), HASHING_PRIORITY.failed)).toEqual({ ok: false });
    const clean = gate.run(job('clean'), HASHING_PRIORITY.clean);
    const familiar = gate.run(job('familiar'), HASHING_PRIORITY.familiar);
    expect(gate.load()).toEqual({ running: 1, waiting: 4 });
    blocker.resolve();
    await Promise.all([first, ...failed, clean, familiar]);
    expect(order).toEqual(['first', 'familiar', 'clean', 'failed-1', 'failed-2']);
    expect(await familiar).toEqual({ ok: true, value: 'familiar' });
  });
});
