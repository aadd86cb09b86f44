/** The address fields of a Location that matching reads. */
export interface AddressLike {
  readonly streetNumber?: string | number | null;
  readonly streetName?: string | null;
  readonly suburb?: string | null;
  readonly state?: string | null;
  readonly postcode?: string | number | null;
  readonly addressLineOne?: string | null;
}

/** Full Australian state and territory names and their abbreviations. */
export const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  'australian capital territory': 'act',
  'new south wales': 'nsw',
  'northern territory': 'nt',
  queensland: 'qld',
  'south australia': 'sa',
  tasmania: 'tas',
  victoria: 'vic',
  'western australia': 'wa',
};

/** Street types and their abbreviations; a few common alternative abbreviations map to the same form. */
export const STREET_TYPE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  alley: 'al',
  arcade: 'arc',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  bvd: 'blvd',
  circuit: 'cct',
  close: 'cl',
  court: 'ct',
  crt: 'ct',
  crescent: 'cres',
  cr: 'cres',
  drive: 'dr',
  esplanade: 'esp',
  freeway: 'fwy',
  grove: 'gr',
  highway: 'hwy',
  lane: 'ln',
  parade: 'pde',
  parkway: 'pkwy',
  place: 'pl',
  road: 'rd',
  square: 'sq',
  street: 'st',
  terrace: 'tce',
  way: 'way',
};

// Word-bounded so 'Streeton' or 'Wayville' stay intact; multi-word states are matched as phrases.
const STATE_PATTERN = phrasePattern(Object.keys(STATE_ABBREVIATIONS));
const STREET_TYPE_PATTERN = phrasePattern(Object.keys(STREET_TYPE_ABBREVIATIONS));
// Geocoded addresses often end in the country; records typed by hand do not.
const TRAILING_COUNTRY = / australia$/;

/**
 * Matching key: lower case, commas and full stops dropped, states and street types
 * abbreviated, a trailing "Australia" dropped, then every space removed.
 * A Location uses streetNumber, streetName, suburb, state and postcode, falling back
 * to addressLineOne only when those are all blank.
 * @example addressKey('12 Smith Street, Richmond, Victoria 3121') // '12smithstrichmondvic3121'
 */
export function addressKey(address: string | AddressLike | null | undefined): string {
  const text = typeof address === 'string' ? address : addressText(address);
  const words = text
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(STATE_PATTERN, (match) => STATE_ABBREVIATIONS[match] ?? match)
    .replace(STREET_TYPE_PATTERN, (match) => STREET_TYPE_ABBREVIATIONS[match] ?? match)
    .replace(TRAILING_COUNTRY, '');
  return words.replace(/\s/g, '');
}

/**
 * Whether two addresses are the same place by key; blank addresses never match.
 * @example addressesMatch('3 Kent Rd, Mascot NSW', '3 kent road mascot new south wales') // true
 */
export function addressesMatch(
  a: string | AddressLike | null | undefined,
  b: string | AddressLike | null | undefined,
): boolean {
  const keyA = addressKey(a);
  return keyA.length > 0 && keyA === addressKey(b);
}

function addressText(address: AddressLike | null | undefined): string {
  if (!address) return '';
  const parts = [address.streetNumber, address.streetName, address.suburb, address.state, address.postcode]
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(' ') : (address.addressLineOne ?? '');
}

function phrasePattern(phrases: readonly string[]): RegExp {
  const longestFirst = [...phrases].sort((x, y) => y.length - x.length);
  return new RegExp(`(?<![a-z0-9'])(?:${longestFirst.join('|')})(?![a-z0-9'])`, 'g');
}
