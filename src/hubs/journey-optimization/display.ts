import { DEFAULT_TIME_ZONE } from '../../domain/time-zone';

/** The zone the planner reckons days and clock times in. */
export const TIME_ZONE = DEFAULT_TIME_ZONE;

/** @example km(12345) // '12.3 km' */
export const km = (metres: number): string => `${(metres / 1000).toFixed(1)} km`;
/** @example amount(2) // '2'; amount(2.25) // '2.3' */
export const amount = (value: number): string => (Number.isInteger(value) ? String(value) : value.toFixed(1));
