import { describe, expect, it } from 'vitest';
import { mirrorLoadingText, mirrorState } from './mirror-state';

const section = (name: string, pulled: boolean) => ({ name, label: name.replace('-', ' '), pulled });

describe('mirror state', () => {
  it('is loading until the sync state is read, and until every section has its first pull', () => {
    expect(mirrorState({ sections: undefined, online: true }).state).toBe('loading');
    const partial = mirrorState({
      sections: [section('stock-items', false), section('batches', true)],
      online: true,
    });
    expect(partial).toMatchObject({ state: 'loading', loading: ['stock items'], done: 1, total: 2 });
    expect(
      mirrorState({ sections: [section('stock-items', true), section('batches', true)], online: true }).state,
    ).toBe('ready');
    expect(mirrorState({ sections: [], online: true }).state).toBe('ready');
  });

  it('says what is loading and how far, offline that it waits for the network, never "none"', () => {
    const loading = mirrorState({
      sections: [section('stock-items', false), section('batches', true)],
      online: true,
      firstPull: { done: false, progress: 0.4 },
    });
    expect(mirrorLoadingText(loading)).toBe('Loading stock items… (1 of 2 sections, 40%)');
    expect(
      mirrorLoadingText(mirrorState({ sections: [section('customer-orders', false)], online: true })),
    ).toBe('Loading customer orders…');
    expect(mirrorLoadingText({ ...loading, online: false })).toBe(
      'Not on this device yet: stock items will load when the network is back.',
    );
    expect(mirrorLoadingText(mirrorState({ sections: undefined, online: true }))).toBe(
      'Reading this device…',
    );
  });

  it('shows no progress once the sections are in, or before anything is counted', () => {
    expect(
      mirrorState({
        sections: [section('batches', true)],
        online: true,
        firstPull: { done: false, progress: 0.5 },
      }).progress,
    ).toBeNull();
    expect(
      mirrorState({
        sections: [section('batches', false)],
        online: true,
        firstPull: { done: false, progress: 0 },
      }).progress,
    ).toBeNull();
  });
});
