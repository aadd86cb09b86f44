import { describe, expect, it } from 'vitest';
import {
  initialReceivalDraft,
  RECEIVAL_MESSAGES,
  receivalChanges,
  receivalProblems,
  waitingReceivals,
} from './receival-flow';

const receival = {
  id: 'r',
  dueArrivalOn: '2026-03-02T19:00:00Z',
  packagedItems: [{ id: 'p', code: 'CRT', productID: 'milk', quantityPacked: 20, quantityReleased: 18 }],
};

describe('receiving goods', () => {
  it('lists receivals still to count in', () => {
    expect(
      waitingReceivals([
        receival,
        { id: 'done', isFulfilled: true },
        { id: 'early', dueArrivalOn: '2026-03-02T18:00:00Z' },
      ]).map((row) => row.id),
    ).toEqual(['early', 'r']);
  });

  it('counts in as sent, and needs the deliverer, their signature and a temperature for chilled goods', () => {
    const draft = initialReceivalDraft(receival);
    expect(draft.quantities).toEqual({ p: 18 });
    expect(receivalProblems(receival, draft, true)).toEqual([
      RECEIVAL_MESSAGES.delivererName,
      RECEIVAL_MESSAGES.signature,
      RECEIVAL_MESSAGES.temperature,
    ]);
    const signed = {
      ...draft,
      delivererName: 'Gippsland driver',
      signature: [{ points: [{ x: 1, y: 1 }] }],
      temperature: '4',
    };
    expect(receivalProblems(receival, signed, true)).toEqual([]);
    const changes = receivalChanges(
      receival,
      { ...signed, quantities: { p: 17 } },
      { now: new Date('2026-03-02T19:30:00Z'), userID: 'u' },
    );
    expect(changes).toMatchObject({
      receivedByUserID: 'u',
      receivedOn: '2026-03-02T19:30:00.000Z',
      isFulfilled: true,
      tempOnDelivery: 4,
      delivererName: 'Gippsland driver',
    });
    expect(changes.packagedItems).toEqual([expect.objectContaining({ id: 'p', quantityReceived: 17 })]);
  });

  it('starts each item uncounted and holds Complete until each is counted, when the company counts every receival', () => {
    const receival = {
      packagedItems: [
        { id: 'a', quantityPacked: 4 },
        { id: 'b', quantityPacked: 2 },
      ],
    };
    const draft = {
      ...initialReceivalDraft(receival, true),
      delivererName: 'Sam',
      signature: [
        [
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
      ] as never,
    };
    expect(draft.quantities).toEqual({});
    expect(receivalProblems(receival, draft, false, true)).toContain(RECEIVAL_MESSAGES.uncounted);
    expect(receivalProblems(receival, { ...draft, quantities: { a: 4 } }, false, true)).toContain(
      RECEIVAL_MESSAGES.uncounted,
    );
    expect(receivalProblems(receival, { ...draft, quantities: { a: 4, b: 0 } }, false, true)).not.toContain(
      RECEIVAL_MESSAGES.uncounted,
    );
    expect(initialReceivalDraft(receival).quantities).toEqual({ a: 4, b: 2 });
  });
});
