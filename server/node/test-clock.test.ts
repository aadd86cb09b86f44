import { describe, expect, it } from 'vitest';
import { createTestClock, wantsTestClock } from './test-clock';

describe('the e2e hosts’ test clock', () => {
  it('is there only when the e2e host asks for it', () => {
    expect(wantsTestClock({ E2E_TEST_CLOCK: '1' })).toBe(true);
    expect(wantsTestClock({})).toBe(false);
    expect(wantsTestClock({ E2E_TEST_CLOCK: 'true' })).toBe(false);
  });

  it('moves the services’ time to an instant, runs on from there, and goes back', async () => {
    let real = Date.parse('2026-11-27T10:00:00.000Z');
    const clock = createTestClock(() => real);
    const post = (body: unknown) =>
      clock.route(new Request('http://host/__e2e/clock', { method: 'POST', body: JSON.stringify(body) }));
    expect(clock.route(new Request('http://host/api/v1/Products/getAll'))).toBeNull();
    expect((await post({ at: '2026-11-30T06:20:00.000Z' }))?.status).toBe(200);
    real += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-30T06:21:00.000Z');
    expect((await post({ at: 'soon' }))?.status).toBe(422);
    await post({ at: null });
    expect(clock.now().getTime()).toBe(real);
  });

  it('runs the host’s background work once the clock moved, before it answers', async () => {
    const seen: string[] = [];
    const clock = createTestClock(
      () => Date.parse('2026-11-27T10:00:00.000Z'),
      async () => {
        seen.push(clock.now().toISOString());
      },
    );
    const answer = await clock.route(
      new Request('http://host/__e2e/clock', {
        method: 'POST',
        body: JSON.stringify({ at: '2026-11-30T06:20:00.000Z' }),
      }),
    );
    expect(answer?.status).toBe(200);
    expect(seen).toEqual(['2026-11-30T06:20:00.000Z']);
    // A refused move runs nothing.
    await clock.route(
      new Request('http://host/__e2e/clock', { method: 'POST', body: JSON.stringify({ at: 'soon' }) }),
    );
    expect(seen).toHaveLength(1);
  });
});
