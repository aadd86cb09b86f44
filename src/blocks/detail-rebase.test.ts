import { describe, expect, it } from 'vitest';
import { rebaseOnRemote } from './detail-rebase';

const snapshot = { id: 'p1', productName: 'Milk', abbreviation: 'MLK', sortNumber: 1, rowVersion: 1 };

describe('rebaseOnRemote', () => {
  it('takes the newer record whole when nothing is edited, its rowVersion the new base', () => {
    const remote = { ...snapshot, productName: 'Milk 2L', rowVersion: 2 };
    expect(rebaseOnRemote(snapshot, snapshot, remote)).toEqual({
      item: remote,
      snapshot: remote,
      conflicts: [],
      hadEdits: false,
    });
  });

  it('is null when the newer copy equals the snapshot, client-only fields aside', () => {
    expect(
      rebaseOnRemote({ ...snapshot, abbreviation: 'X' }, snapshot, { ...snapshot, _syncState: 'pending' }),
    ).toBeNull();
  });

  it('keeps the edits over the newer record and names fields both changed', () => {
    const item = { ...snapshot, abbreviation: 'MINE', productName: 'My Milk' };
    const remote = { ...snapshot, productName: 'Their Milk', sortNumber: 7, rowVersion: 3 };
    const rebase = rebaseOnRemote(item, snapshot, remote);
    expect(rebase).toEqual({
      item: { ...remote, abbreviation: 'MINE', productName: 'My Milk' },
      snapshot: remote,
      conflicts: ['productName'],
      hadEdits: true,
    });
  });

  it('keeps a field the user cleared cleared, and does not share objects with the newer copy', () => {
    const { abbreviation: _gone, ...cleared } = snapshot;
    const remote = { ...snapshot, sortNumber: 2, rowVersion: 2, lines: [{ q: 1 }] };
    const rebase = rebaseOnRemote(cleared, snapshot, remote);
    expect(rebase?.item).not.toHaveProperty('abbreviation');
    expect(rebase?.item.lines).not.toBe(remote.lines);
    expect(rebase?.snapshot.lines).not.toBe(remote.lines);
  });
});
