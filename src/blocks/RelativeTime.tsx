import { useEffect, useState } from 'react';
import { formatDate, formatTime, isEmptyDate, type DateInput } from '../domain/formats';
import { RELATIVE_TIME_REFRESH_MS } from './block-constants';
import { relativeTimeText } from './relative-time';

export type RelativeTimeProps = {
  value: DateInput;
  /** The user's time zone, for the exact time in the tooltip. */
  timeZone?: string;
};

/**
 * A date shown as relative time ("5 minutes ago"), recomputed every 60 seconds; the exact
 * date and time are in its title.
 * @example <RelativeTime value={order.createdOn} timeZone={session.company.defaultTimeZone} />
 */
export function RelativeTime({ value, timeZone }: RelativeTimeProps) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (isEmptyDate(value)) return null;
  const exact = `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
  const iso = value instanceof Date ? value.toISOString() : (value ?? '');
  return (
    <time dateTime={iso} title={exact}>
      {relativeTimeText(value, now)}
    </time>
  );
}
