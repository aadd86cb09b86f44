import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  STATE_ABBREVIATIONS,
  STREET_TYPE_ABBREVIATIONS,
  addressKey,
  addressesMatch,
} from './address-matching';

describe('addressKey', () => {
  it('lowercases, abbreviates and removes all spaces', () => {
    expect(addressKey('12 Smith Street Richmond Victoria 3121')).toBe('12smithstrichmondvic3121');
  });

  it('abbreviates every Australian state and territory', () => {
    const expected: Record<string, string> = {
      Victoria: 'vic',
      'New South Wales': 'nsw',
      Queensland: 'qld',
      'South Australia': 'sa',
      'Western Australia': 'wa',
      Tasmania: 'tas',
      'Northern Territory': 'nt',
      'Australian Capital Territory': 'act',
    };
    for (const [full, short] of Object.entries(expected))
      expect(addressKey(`1 Main Rd Town ${full} 3000`)).toBe(`1mainrdtown${short}3000`);
  });

  it('abbreviates the named street types', () => {
    const expected: Record<string, string> = {
      Street: 'st',
      Road: 'rd',
      Avenue: 'ave',
      Drive: 'dr',
      Court: 'ct',
      Place: 'pl',
      Lane: 'ln',
      Crescent: 'cres',
      Boulevard: 'blvd',
      Highway: 'hwy',
      Parade: 'pde',
      Terrace: 'tce',
      Close: 'cl',
      Way: 'way',
    };
    for (const [full, short] of Object.entries(expected))
      expect(addressKey(`5 Hill ${full}`)).toBe(`5hill${short}`);
  });

  it('only abbreviates whole words', () => {
    expect(addressKey('1 Streeton Way Wayville')).toBe('1streetonwaywayville');
    expect(addressKey('9 Victorian Roadhouse Lane')).toBe('9victorianroadhouseln');
  });

  it('drops commas, full stops and a trailing country', () => {
    expect(addressKey('12 Smith St., Richmond, VIC 3121, Australia')).toBe('12smithstrichmondvic3121');
    expect(addressKey('4 Australia Ave, Homebush NSW')).toBe('4australiaavehomebushnsw');
  });

  it('builds the key from Location fields', () => {
    const location = {
      streetNumber: '12',
      streetName: 'Smith Street',
      suburb: 'Richmond',
      state: 'Victoria',
      postcode: 3121,
      addressLineOne: 'Warehouse 2',
    };
    expect(addressKey(location)).toBe('12smithstrichmondvic3121');
  });

  it('falls back to addressLineOne when the street fields are blank', () => {
    expect(
      addressKey({ addressLineOne: '7 Dock Road, Port Melbourne', streetName: '  ', suburb: null }),
    ).toBe('7dockrdportmelbourne');
  });

  it('is empty for nothing', () => {
    expect(addressKey(null)).toBe('');
    expect(addressKey(undefined)).toBe('');
    expect(addressKey({})).toBe('');
    expect(addressKey('  ')).toBe('');
  });

  it('never contains spaces or upper case', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = addressKey(text);
        expect(key).not.toMatch(/\s/);
        expect(key).toBe(key.toLowerCase());
      }),
    );
  });
});

describe('addressesMatch', () => {
  it('matches a typed address against a Location', () => {
    const location = {
      streetNumber: 3,
      streetName: 'Kent Rd',
      suburb: 'Mascot',
      state: 'NSW',
      postcode: '2020',
    };
    expect(addressesMatch('3 Kent Road, Mascot New South Wales 2020', location)).toBe(true);
    expect(addressesMatch('3 KENT RD MASCOT NSW 2020', location)).toBe(true);
  });

  it('tells different addresses apart', () => {
    expect(addressesMatch('3 Kent Road Mascot', '5 Kent Road Mascot')).toBe(false);
    expect(addressesMatch('3 Kent Road Mascot', '3 Kent Street Mascot')).toBe(false);
  });

  it('never matches two blank addresses', () => {
    expect(addressesMatch('', '')).toBe(false);
    expect(addressesMatch(null, {})).toBe(false);
  });

  it('matches full and abbreviated spellings in any letter case and spacing', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    const state = fc.constantFrom(...Object.keys(STATE_ABBREVIATIONS));
    const streetType = fc.constantFrom(...Object.keys(STREET_TYPE_ABBREVIATIONS));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        word,
        streetType,
        word,
        state,
        fc.integer({ min: 800, max: 7999 }),
        (number, name, type, suburb, full, postcode) => {
          const long = `${number} ${name} ${type}, ${suburb} ${full} ${postcode}`.toUpperCase();
          const short = `${number}  ${name} ${STREET_TYPE_ABBREVIATIONS[type]} ${suburb} ${STATE_ABBREVIATIONS[full]}   ${postcode}`;
          expect(addressesMatch(long, short)).toBe(true);
        },
      ),
    );
  });
});
