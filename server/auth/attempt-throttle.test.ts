import { describe, expect, it } from 'vitest';
import { memoryAttemptCounts } from '../store/attempt-counts';
import { createAttemptThrottle, waitInWords, type ThrottleRule } from './attempt-throttle';

function world(
  rule: ThrottleRule = { freeFailures: 3, firstLockMs: 1000, maxLockMs: 8000, forgetAfterMs: 60_000 },
  maxKeys?: number,
) {
  let now = 0;
  return {
    throttle: createAttemptThrottle(rule, () => now, memoryAttemptCounts(maxKeys)),
    advance: (ms: number) => (now += ms),
  };
}

describe('the attempt throttle', () => {
  it('lets the free failures through, then locks for growing waits up to the longest', async () => {
    const { throttle, advance } = world();
    const waits: number[] = [];
    for (let failure = 1; failure <= 8; failure += 1) {
      expect(await throttle.check(['k'])).toEqual({ ok: true });
      await throttle.fail(['k']);
      const check = await throttle.check(['k']);
      waits.push(check.ok ? 0 : check.retryAfterMs);
      advance(waits.at(-1) ?? 0);
    }
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000]);
  });

  it('counts each key on its own, and a check waits for the longest-locked key', async () => {
    const { throttle, advance } = world();
    for (let i = 0; i < 4; i += 1) await throttle.fail(['a']);
    expect(await throttle.check(['b'])).toEqual({ ok: true });
    expect([await throttle.failures('a'), await throttle.failures('b')]).toEqual([4, 0]);
    expect(await throttle.check(['b', 'a'])).toEqual({ ok: false, retryAfterMs: 1000 });
    advance(999);
    expect(await throttle.check(['a'])).toEqual({ ok: false, retryAfterMs: 1 });
    advance(1);
    expect(await throttle.check(['a'])).toEqual({ ok: true });
  });

  it('forgets a key on clear, and after a quiet spell', async () => {
    const { throttle, advance } = world();
    for (let i = 0; i < 4; i += 1) await throttle.fail(['a', 'b']);
    await throttle.clear('a');
    expect(await throttle.check(['a'])).toEqual({ ok: true });
    advance(60_000);
    await throttle.fail(['b']);
    // Quiet for a minute: b starts again from nothing, so one failure is free.
    expect(await throttle.check(['b'])).toEqual({ ok: true });
  });

  it('keeps at most maxKeys keys in memory, forgetting the longest-quiet', async () => {
    const { throttle } = world(
      { freeFailures: 0, firstLockMs: 1000, maxLockMs: 1000, forgetAfterMs: 60_000 },
      2,
    );
    await throttle.fail(['a']);
    await throttle.fail(['b']);
    await throttle.fail(['c']);
    expect(await throttle.check(['a'])).toEqual({ ok: true });
    expect((await throttle.check(['b'])).ok).toBe(false);
    expect((await throttle.check(['c'])).ok).toBe(false);
  });

  it('says waits in words', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(2000)).toBe('2 seconds');
    expect(waitInWords(90_000)).toBe('2 minutes');
    expect(waitInWords(60_000)).toBe('1 minute');
  });
});
