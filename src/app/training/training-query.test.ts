import { describe, expect, it } from 'vitest';
import type { AppSession } from '../../session/session-context';
import type { TrainingApi, TrainingRole } from '../../session/training-api';
import { honourTrainingQuery } from './training-query';

const SESSION = {
  token: 't',
  userID: 'u',
  userName: 'training@bulktrade.app',
  expiresOn: '2030-01-01T00:00:00.000Z',
  permissions: '',
  isTraining: true,
} as AppSession;

function fakeTraining(active: boolean) {
  const calls: string[] = [];
  const training: TrainingApi = {
    enter: async (role: TrainingRole) => {
      calls.push(`enter ${role}`);
      return SESSION;
    },
    leave: async () => void calls.push('leave'),
    isActive: () => active,
  };
  return { training, calls };
}

describe('the isTraining query flag', () => {
  it('enters training mode as staff and hands the session over', async () => {
    const { training, calls } = fakeTraining(false);
    const adopted: AppSession[] = [];
    expect(
      await honourTrainingQuery('?isTraining=true&x=1', training, {
        onEntered: (session) => adopted.push(session),
      }),
    ).toBe(SESSION);
    expect(calls).toEqual(['enter staff']);
    expect(adopted).toEqual([SESSION]);
  });

  it('does not enter again while training mode is on (a reload keeps its data)', async () => {
    const { training, calls } = fakeTraining(true);
    expect(await honourTrainingQuery('?isTraining=true', training)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('leaves training mode with isTraining=false, and only when it is on', async () => {
    const on = fakeTraining(true);
    let left = 0;
    await honourTrainingQuery('?isTraining=false', on.training, { onLeft: () => (left += 1) });
    expect(on.calls).toEqual(['leave']);
    expect(left).toBe(1);

    const off = fakeTraining(false);
    await honourTrainingQuery('?isTraining=false', off.training);
    expect(off.calls).toEqual([]);
  });

  it('ignores addresses without the flag or with another value', async () => {
    const { training, calls } = fakeTraining(false);
    for (const search of ['', '?training=true', '?isTraining=TRUE', '?isTraining=1'])
      await honourTrainingQuery(search, training);
    expect(calls).toEqual([]);
  });
});
