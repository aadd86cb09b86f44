import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { stopOf } from './fixtures';
import { skipStop } from './skip-stop';

describe('skip stop', () => {
  it('writes the reason and flags the stop for the office', () => {
    expect(writesOf(skipStop, { stop: stopOf(), reason: ' Closed, nobody on site ' })).toEqual([
      {
        op: 'update',
        entity: 'deliveries',
        id: 'del-1',
        fields: { skipReason: 'Closed, nobody on site', isFlagged: true },
      },
    ]);
  });

  it('needs a reason', () => {
    expect(skipStop.isEnabled({ stop: stopOf(), reason: '  ' })).toBe(false);
  });
});
