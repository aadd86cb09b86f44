import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MOBILE_BREAKPOINT_PX,
  SUBSCRIPTION_CODES,
  coversLevel,
  isCustomerCode,
  isSubscriptionCode,
  subscriptionLevel,
} from './subscriptions';

describe('subscriptionLevel', () => {
  it('ranks free levels lowest, then CUST 2, COUR 3, SUPP 4', () => {
    expect(subscriptionLevel('CUSTFREE')).toBe(1);
    expect(subscriptionLevel('SUPPFREE')).toBe(1);
    expect(subscriptionLevel('COURFREE')).toBe(1);
    expect(subscriptionLevel('CUST')).toBe(2);
    expect(subscriptionLevel('COUR')).toBe(3);
    expect(subscriptionLevel('SUPP')).toBe(4);
  });

  it('gives unknown, empty or missing codes level 0', () => {
    expect(subscriptionLevel('')).toBe(0);
    expect(subscriptionLevel(null)).toBe(0);
    expect(subscriptionLevel(undefined)).toBe(0);
    expect(subscriptionLevel('ENTERPRISE')).toBe(0);
    expect(subscriptionLevel('supp')).toBe(0);
    expect(subscriptionLevel('toString')).toBe(0);
  });

  it('puts every free level below every paid level', () => {
    const free = SUBSCRIPTION_CODES.filter((code) => code.endsWith('FREE'));
    const paid = SUBSCRIPTION_CODES.filter((code) => !code.endsWith('FREE'));
    for (const f of free)
      for (const p of paid) expect(subscriptionLevel(f)).toBeLessThan(subscriptionLevel(p));
  });
});

describe('coversLevel', () => {
  it('lets a higher level cover a lower one but not the reverse', () => {
    expect(coversLevel('SUPP', 'COUR')).toBe(true);
    expect(coversLevel('SUPP', 'CUST')).toBe(true);
    expect(coversLevel('COUR', 'CUST')).toBe(true);
    expect(coversLevel('CUST', 'COUR')).toBe(false);
    expect(coversLevel('COUR', 'SUPP')).toBe(false);
    expect(coversLevel('CUSTFREE', 'CUST')).toBe(false);
  });

  it('covers an equal level, including free levels of other parties', () => {
    expect(coversLevel('CUST', 'CUST')).toBe(true);
    expect(coversLevel('COURFREE', 'CUSTFREE')).toBe(true);
  });

  it('does not let a missing or unknown code cover any real level', () => {
    for (const code of SUBSCRIPTION_CODES) {
      expect(coversLevel(undefined, code)).toBe(false);
      expect(coversLevel('NOPE', code)).toBe(false);
    }
  });

  it('treats a missing requirement as covered by anyone', () => {
    expect(coversLevel(undefined, undefined)).toBe(true);
    expect(coversLevel('CUSTFREE', null)).toBe(true);
  });

  it('is transitive and total over the known codes', () => {
    const code = fc.constantFrom(...SUBSCRIPTION_CODES);
    fc.assert(
      fc.property(code, code, code, (a, b, c) => {
        expect(coversLevel(a, b) || coversLevel(b, a)).toBe(true);
        expect(!(coversLevel(a, b) && coversLevel(b, c)) || coversLevel(a, c)).toBe(true);
      }),
    );
  });
});

describe('isCustomerCode', () => {
  it('is true only for CUSTFREE and CUST', () => {
    expect(SUBSCRIPTION_CODES.filter(isCustomerCode)).toEqual(['CUSTFREE', 'CUST']);
    expect(isCustomerCode(undefined)).toBe(false);
    expect(isCustomerCode('cust')).toBe(false);
  });
});

describe('isSubscriptionCode', () => {
  it('accepts the six codes only', () => {
    expect(SUBSCRIPTION_CODES.every(isSubscriptionCode)).toBe(true);
    expect(isSubscriptionCode('hasOwnProperty')).toBe(false);
    expect(isSubscriptionCode(2)).toBe(false);
  });
});

it('uses a 580 px mobile breakpoint', () => {
  expect(MOBILE_BREAKPOINT_PX).toBe(580);
});
