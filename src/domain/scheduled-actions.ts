import { nextOccurrences } from './schedule-occurrences';

/**
 * Scheduled actions (spec 01 §2: ordering, order invoicing, courier and courier invoicing
 * actions): a named process a service runs on a cron schedule. The spec names the screens, not
 * the processes; these are the ones each service runs, each doing what a person would do by hand
 * through the same server flow.
 */
export const SCHEDULED_ACTION_KINDS = {
  'ordering-actions': ['Confirm Orders'],
  'order-invoicing-actions': ['Invoice Delivered Orders'],
  'courier-actions': ['Accept Courier Orders'],
  'courier-invoicing-actions': ['Invoice Billable Items'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** The navigation names of the scheduled actions. */
export type ScheduledActionEntity = keyof typeof SCHEDULED_ACTION_KINDS;

/** The navigation names of the scheduled actions, in menu order. */
export const SCHEDULED_ACTION_ENTITIES = Object.keys(SCHEDULED_ACTION_KINDS) as ScheduledActionEntity[];

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
 * Whether an action's kind is one its service runs.
 * @example isScheduledActionKind('ordering-actions', 'Confirm Orders') // true
 * @example isScheduledActionKind('ordering-actions', 'Invoice Billable Items') // false
 */
export function isScheduledActionKind(entity: string, kind: unknown): boolean {
  const kinds: readonly string[] | undefined = (
    SCHEDULED_ACTION_KINDS as Readonly<Record<string, readonly string[]>>
  )[entity];
  return typeof kind === 'string' && kinds !== undefined && kinds.includes(kind);
}

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
