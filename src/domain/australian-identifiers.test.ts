import { describe, expect, it } from 'vitest';
import { abnProblem, bsbProblem, isAbnChecksumValid, postcodeProblem } from './australian-identifiers';

describe('Australian identifiers', () => {
  it('accepts an ABN only when its check digits add up, as the ATO publishes them', () => {
    // Published ABNs (the ATO's and the ABC's), written as people write them.
    for (const abn of ['51 824 753 556', '51824753556', '51 824 753 556 ', '52 429 278 345'])
      expect(abnProblem(abn)).toBeNull();
    expect(isAbnChecksumValid('12345678901')).toBe(false);
    expect(abnProblem('12345678901')).toBe('This ABN is not valid: check its digits');
    // One digit changed fails the checksum.
    expect(abnProblem('51 824 753 557')).toBe('This ABN is not valid: check its digits');
    expect(abnProblem('51 824')).toBe('An ABN has 11 digits');
    expect(abnProblem('5182475355X')).toBe('An ABN has 11 digits');
    expect(abnProblem('')).toBeNull();
  });

  it('checks a BSB’s six digits and a postcode’s four', () => {
    expect([bsbProblem('063-000'), bsbProblem('063000'), bsbProblem('')]).toEqual([null, null, null]);
    expect(bsbProblem('63')).toBe('A BSB has 6 digits');
    expect([postcodeProblem('3000'), postcodeProblem('0800'), postcodeProblem('')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(postcodeProblem('800')).toBe('A postcode has 4 digits');
    expect(postcodeProblem('3000a')).toBe('A postcode has 4 digits');
  });
});
