import { describe, expect, it } from 'vitest';
import {
  deliveryChanges,
  initialStopDraft,
  isShort,
  STOP_MESSAGES,
  stopProblems,
  type StopDraft,
} from './stop-completion';

const SIGNED = [
  {
    points: [
      { x: 1, y: 2 },
      { x: 5, y: 9 },
    ],
  },
];
const movement = {
  id: 'del-1',
  driverNotes: 'Rear lane',
  packagedItems: [
    { id: 'crate', code: 'Crate', quantityPacked: 3, productID: 'milk' },
    { id: 'carton', code: 'Carton', quantityPacked: 2, productID: 'cups' },
  ],
};

function ready(overrides: Partial<StopDraft> = {}): StopDraft {
  return { ...initialStopDraft(movement), receiverName: 'Mia Chen', signature: SIGNED, ...overrides };
}

const fields = (draft: StopDraft, temperatureNeeded = false) =>
  stopProblems(movement, draft, temperatureNeeded).map((problem) => problem.field);

describe('stop completion', () => {
  it('starts with every item delivered as packed and the notes the stop has', () => {
    const draft = initialStopDraft(movement);
    expect(draft.quantities).toEqual({ crate: 3, carton: 2 });
    expect(draft.notes).toBe('Rear lane');
    expect(isShort(movement, draft)).toBe(false);
  });

  it('needs a receiver name and a signature', () => {
    expect(fields(initialStopDraft(movement))).toEqual(['receiverName', 'signature']);
    expect(fields(ready())).toEqual([]);
    expect(fields(ready({ receiverName: '   ' }))).toEqual(['receiverName']);
    expect(fields(ready({ signature: [{ points: [] }] }))).toEqual(['signature']);
  });

  it('needs a temperature when asked to, and a plausible number whenever one is typed', () => {
    expect(stopProblems(movement, ready(), true)).toEqual([
      { field: 'temperature', message: STOP_MESSAGES.temperatureRequired },
    ]);
    expect(fields(ready({ temperature: '3,5' }), true)).toEqual([]);
    expect(fields(ready({ temperature: 'cold' }))).toEqual(['temperature']);
    expect(fields(ready({ temperature: '45' }), true)).toEqual(['temperature']);
  });

  it('allows a short delivery only with a reason, and never more than packed or less than none', () => {
    const short = ready({ quantities: { crate: 1, carton: 2 } });
    expect(isShort(movement, short)).toBe(true);
    expect(stopProblems(movement, short, false)).toEqual([
      { field: 'shortReason', message: STOP_MESSAGES.shortReason },
    ]);
    expect(fields({ ...short, shortReason: 'Two crates damaged' })).toEqual([]);
    expect(fields(ready({ quantities: { crate: 4, carton: 2 } }))).toEqual(['quantities']);
    expect(fields(ready({ quantities: { crate: -1, carton: 2 }, shortReason: 'x' }))).toEqual(['quantities']);
  });

  it('writes the proof, the counts, the short reason on short items and who delivered when', () => {
    const now = new Date('2026-03-02T21:15:00Z');
    const draft = ready({
      quantities: { crate: 2, carton: 2 },
      shortReason: 'One crate leaking',
      temperature: '4',
      flagged: true,
      notes: '',
    });
    const changes = deliveryChanges(movement, draft, { now, userID: 'user-driver' });
    expect(changes).toMatchObject({
      receiverName: 'Mia Chen',
      proofOfDelivery: SIGNED,
      tempOnDelivery: 4,
      driverNotes: null,
      isFlagged: true,
      isFulfilled: true,
      deliveredOn: '2026-03-02T21:15:00.000Z',
      deliveredByUserID: 'user-driver',
    });
    expect(changes.packagedItems).toEqual([
      {
        id: 'crate',
        code: 'Crate',
        quantityPacked: 3,
        productID: 'milk',
        quantityDelivered: 2,
        shortReason: 'One crate leaking',
      },
      { id: 'carton', code: 'Carton', quantityPacked: 2, productID: 'cups', quantityDelivered: 2 },
    ]);
  });
});
