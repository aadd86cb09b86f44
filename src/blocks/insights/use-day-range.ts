import { useState } from 'react';
import { presetRange, rangeInstants, type DayRange } from '../../domain/insights/date-range';

/**
 * A statistics screen's chosen range (the last 30 days at first) and the instants it covers;
 * the instants stay at the last valid range while an input is being edited.
 * @example const { range, setRange, instants } = useDayRange(now, timeZone);
 */
export function useDayRange(now: number, timeZone: string) {
  const [range, setRange] = useState<DayRange>(() => presetRange(30, now, timeZone));
  const [lastValid, setLastValid] = useState(() => rangeInstants(range, timeZone) ?? { from: now, to: now });
  const instants = rangeInstants(range, timeZone);
  if (instants !== null && (instants.from !== lastValid.from || instants.to !== lastValid.to))
    setLastValid(instants);
  return { range, setRange, instants: instants ?? lastValid };
}
