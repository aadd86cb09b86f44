import { describe, expect, it } from 'vitest';
import { isItemChanged } from '../../src/blocks/record-changes';
import { rebaseOnRemote } from '../../src/blocks/detail-rebase';
import { entityByName } from '../../src/entities/registry';
import { checkPartyChange } from '../../server/sections/party-access';
import type { RecordRow } from '../../server/store/store';
import { clashingFields } from '../../sync/record-merge';

// The client (a form's rebase, the sync engine's clash check) and the server (the party check)
// must agree on whether a field changed, or a write the client thinks harmless is refused, or
// a change the client missed is never sent. All three use src/domain/same-value.ts; this table
// holds them to it.

const MISSING = Symbol('missing');
type Value = unknown;

/** [stored value, value written, the same?] */
const CASES: readonly [string, Value, Value, boolean][] = [
  ['equal text', 'Milk', 'Milk', true],
  ['changed text', 'Milk', 'Cream', false],
  ['null and missing', null, MISSING, true],
  ['undefined and missing', undefined, MISSING, true],
  ['null and undefined', null, undefined, true],
  ['missing and a value', MISSING, 'x', false],
  ['null and empty text', null, '', false],
  ['null and zero', null, 0, false],
  ['null and false', null, false, false],
  ['number and its text', 5, '5', false],
  ['zero and minus zero', 0, -0, true],
  ['equal objects in another key order', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
  ['object with a null field and without it', { a: 1, b: null }, { a: 1 }, true],
  ['arrays in another order', [1, 2], [2, 1], false],
  ['array and object', [1], { 0: 1 }, false],
  ['nested change', { lines: [{ qty: 1 }] }, { lines: [{ qty: 2 }] }, false],
];

const withField = (value: Value): Record<string, unknown> => (value === MISSING ? {} : { note: value });

/** The server refuses a party's change of a field it may not change; no refusal means "the same". */
function serverSeesSame(stored: Value, written: Value): boolean {
  const customers = entityByName('customers');
  const row: RecordRow = {
    section: 'customers',
    id: 'c1',
    companyAccountID: 'owner',
    parties: ['party'],
    rowVersion: 1,
    isInactive: false,
    seq: 1,
    data: { buyerID: 'party', ...withField(stored) },
  };
  try {
    checkPartyChange(customers, row, { buyerID: 'party', ...withField(written) }, 'party');
    return true;
  } catch {
    return false;
  }
}

function syncSeesSame(stored: Value, written: Value): boolean {
  // The server moved the field from the base to `written` while we changed it to something else.
  const clashes = clashingFields(withField(stored), withField(written), { note: 'ours' }, ['note']);
  return clashes.length === 0;
}

function formSeesSame(stored: Value, written: Value): boolean {
  const snapshot = { id: 'c1', ...withField(stored) };
  const unchangedForm = isItemChanged({ id: 'c1', ...withField(written) }, snapshot) === false;
  // A newer copy arriving with `written`: no rebase at all when it is the snapshot already.
  const rebase = rebaseOnRemote({ ...snapshot }, snapshot, { id: 'c1', ...withField(written) });
  expect(rebase === null).toBe(unchangedForm);
  return unchangedForm;
}

describe('client and server agree on what changed', () => {
  it.each(CASES)('%s', (_name, stored, written, same) => {
    expect(serverSeesSame(stored, written)).toBe(same);
    expect(syncSeesSame(stored, written)).toBe(same);
    expect(formSeesSame(stored, written)).toBe(same);
  });
});
