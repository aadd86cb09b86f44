import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { assignDriver } from './assign-driver';
import { mirrorRow } from './fixtures';

describe('assign a driver', () => {
  it('gives the journey its driver, or takes it away', () => {
    expect(
      writesOf(assignDriver, { journey: mirrorRow('journeys', 'jny-1'), userID: 'user-driver' }),
    ).toEqual([{ op: 'update', entity: 'journeys', id: 'jny-1', fields: { driverUserID: 'user-driver' } }]);
    const driven = mirrorRow('journeys', 'jny-1', { driverUserID: 'user-driver' });
    expect(writesOf(assignDriver, { journey: driven, userID: null })).toEqual([
      { op: 'update', entity: 'journeys', id: 'jny-1', fields: { driverUserID: null } },
    ]);
  });

  it('writes nothing when the driver is already the one chosen', () => {
    const driven = mirrorRow('journeys', 'jny-1', { driverUserID: 'user-driver' });
    expect(assignDriver.isEnabled({ journey: driven, userID: 'user-driver' })).toBe(false);
  });
});
