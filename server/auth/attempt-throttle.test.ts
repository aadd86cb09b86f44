import { describe, expect, it } from 'vitest';
import { createAttemptThrottle, waitInWords, type ThrottleRule } from './attempt-throttle';

function world(
  rule: ThrottleRule = { freeFailures: 3, firstLockMs: 1000, maxLockMs: 8000, forgetAfterMs: 60_000 },
) {
  let now = 0;
  return { throttle: createAttemptThrottle(rule, () => now), advance: (ms: number) => (now += ms) };
}

describe('the attempt throttle', () => {
  it('lets the free failures through, then locks for growing waits up to the longest', () => {
    const { throttle, advance } = world();
    const waits: number[] = [];
    for (let failure = 1; failure <= 8; failure += 1) {
      expect(throttle.check(['k'])).toEqual({ ok: true });
      throttle.fail(['k']);
      const check = throttle.check(['k']);
      waits.push(check.ok ? 0 : check.retryAfterMs);
      advance(waits.at(-1) ?? 0);
    }
    expect(waits).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000]);
  });

  it('counts each key on its own, and a check waits for the longest-locked key', () => {
    const { throttle, advance } = world();
    for (let i = 0; i < 4; i += 1) throttle.fail(['a']);
    expect(throttle.check(['b'])).toEqual({ ok: true });
    expect([throttle.failures('a'), throttle.failures('b')]).toEqual([4, 0]);
    expect(throttle.check(['b', 'a'])).toEqual({ ok: false, retryAfterMs: 1000 });
    advance(999);
    expect(throttle.check(['a'])).toEqual({ ok: false, retryAfterMs: 1 });
    advance(1);
    expect(throttle.check(['a'])).toEqual({ ok: true });
  });

  it('forgets a key on clear, and after a quiet spell', () => {
    const { throttle, advance } = world();
    for (let i = 0; i < 4; i += 1) throttle.fail(['a', 'b']);
    throttle.clear('a');
    expect(throttle.check(['a'])).toEqual({ ok: true });
    advance(60_000);
    throttle.fail(['b']);
    // Quiet for a minute: b starts again from nothing, so one failure is free.
    expect(throttle.check(['b'])).toEqual({ ok: true });
  });

  it('keeps at most maxKeys keys, forgetting the longest-quiet', () => {
    const { throttle } = world({
      freeFailures: 0,
      firstLockMs: 1000,
      maxLockMs: 1000,
      forgetAfterMs: 60_000,
      maxKeys: 2,
    });
    throttle.fail(['a']);
    throttle.fail(['b']);
    throttle.fail(['c']);
    expect(throttle.check(['a'])).toEqual({ ok: true });
    expect(throttle.check(['b']).ok).toBe(false);
    expect(throttle.check(['c']).ok).toBe(false);
  });

  it('says waits in words', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(2000)).toBe('2 seconds');
    expect(waitInWords(90_000)).toBe('2 minutes');
    expect(waitInWords(60_000)).toBe('1 minute');
  });
});
