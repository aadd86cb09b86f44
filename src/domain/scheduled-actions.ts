import { nextOccurrences } from './schedule-occurrences';

// The kinds are their own module: the entity registry reads them, and importing them from here
// brought the cron library and the time zone data into every signed-in page's registry chunk.
export {
  SCHEDULED_ACTION_ENTITIES,
  SCHEDULED_ACTION_KINDS,
  isScheduledActionKind,
  type ScheduledActionEntity,
} from './scheduled-action-kinds';

/** What each kind does, in words for the person choosing it and for the services' answers. */
export const SCHEDULED_ACTION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Confirm Orders': 'Confirms the unconfirmed customer orders due within the next day.',
  'Invoice Delivered Orders':
    'Invoices the orders delivered since the last run that are not invoiced yet (Invoice When: Scheduled).',
  'Accept Courier Orders': 'Accepts the courier orders your customers requested of you, as Accept does.',
  'Invoice Billable Items': 'Makes a courier invoice for each client with billable items not invoiced yet.',
};

/** How far ahead Confirm Orders looks: a day. */
export const SCHEDULED_ACTION_HORIZON_MS = 86_400_000;

/**
 * When an action runs next after `from`: the schedule's next match in the company's time zone
 * (a lead-time field is ignored: an action runs at its time), or null when it is off or its
 * schedule cannot be read.
 * @example nextActionRun({ isOn: true, cronExpression: '0 6 * * *' }, new Date('2026-11-25T02:00:00Z'), 'Australia/Melbourne') // 2026-11-25T19:00:00.000Z
 */
export function nextActionRun(
  action: { isOn?: unknown; cronExpression?: unknown },
  from: Date,
  timeZone: string,
): Date | null {
  if (
    action.isOn !== true ||
    typeof action.cronExpression !== 'string' ||
    action.cronExpression.trim() === ''
  )
    return null;
  const next = nextOccurrences(action.cronExpression, from, { count: 1, timeZone });
  return next.ok ? (next.value[0]?.at ?? null) : null;
}

/**
 * Whether an action is due at `now`: on, with a next run at or before now.
 * @example isActionDue({ isOn: true, nextAttentionDate: '2026-11-25T19:00:00.000Z' }, new Date('2026-11-25T19:00:30Z')) // true
 */
export function isActionDue(action: { isOn?: unknown; nextAttentionDate?: unknown }, now: Date): boolean {
  if (action.isOn !== true || typeof action.nextAttentionDate !== 'string') return false;
  const next = new Date(action.nextAttentionDate);
  return !Number.isNaN(next.getTime()) && next.getTime() <= now.getTime();
}

/**
 * How many of something, in words.
 * @example countOf(1, 'order') // '1 order'
 * @example countOf(0, 'invoice') // 'no invoices'
 * @example countOf(2, 'delivery', 'deliveries') // '2 deliveries'
 */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  if (count === 0) return `no ${plural}`;
  return `${count} ${count === 1 ? noun : plural}`;
}
