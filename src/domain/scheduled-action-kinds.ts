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
