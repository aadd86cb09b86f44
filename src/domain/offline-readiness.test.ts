import { describe, expect, it } from 'vitest';
import { offlineReadiness } from './offline-readiness';

describe('offlineReadiness', () => {
  it('is ready only when the app shell is stored and every record the screen needs is in the mirror', () => {
    expect(offlineReadiness({ shell: 'stored', loading: [], known: true, online: true })).toEqual({
      ready: true,
      tone: 'ready',
      words: 'Ready offline',
      detail: null,
    });
    // Every record in the mirror, the app not yet stored: a reload offline would find no app.
    expect(offlineReadiness({ shell: 'storing', loading: [], known: true, online: true })).toEqual({
      ready: false,
      tone: 'preparing',
      words: 'Getting ready offline…',
      detail: 'Storing the app',
    });
    expect(
      offlineReadiness({ shell: 'stored', loading: ['deliveries', 'journeys'], known: true, online: true })
        .detail,
    ).toBe('Loading deliveries, journeys');
    expect(offlineReadiness({ shell: 'stored', loading: [], known: false, online: true }).ready).toBe(false);
    expect(offlineReadiness({ shell: 'unsupported', loading: [], known: true, online: true }).detail).toBe(
      'This browser cannot keep the app for offline use',
    );
  });

  it('says offline in one status: working on this device when ready, not ready otherwise', () => {
    expect(offlineReadiness({ shell: 'stored', loading: [], known: true, online: false })).toMatchObject({
      ready: true,
      tone: 'offline',
      words: 'Offline: working on this device',
    });
    expect(
      offlineReadiness({ shell: 'storing', loading: ['stock'], known: true, online: false }),
    ).toMatchObject({
      ready: false,
      words: 'Offline: not ready',
      detail: 'Storing the app, loading stock',
    });
  });
});
