import {
  isScheduledActionKind,
  nextActionRun,
  SCHEDULED_ACTION_ENTITIES,
  SCHEDULED_ACTION_KINDS,
} from '../../src/domain/scheduled-actions';
import { entityByName } from '../../src/entities/registry';
import { HttpProblem } from '../http/problem';
import { sameValue } from '../../src/domain/same-value';
import { updateOrRetry, type Flow } from './flow';
import { standingOrderTimeZone } from './standing-orders';

/** The sections of the scheduled actions. */
export const SCHEDULED_ACTION_SECTIONS: readonly string[] = SCHEDULED_ACTION_ENTITIES.map(
  (name) => entityByName(name).section,
);

// The fields only the services write: what the scheduler did last.
const RUN_FIELDS = ['lastRunOn', 'lastResult'] as const;

/**
 * A scheduled action's next run is the services' to say, as a standing order's is
 * (standing-order-attention.ts): every write of an action replaces the client's
 * nextAttentionDate by the schedule's next time from now in the company's time zone (none while
 * it is off), keeps the last run and its result as the scheduler left them, and refuses an
 * Action its service does not run (422 naming the ones it does).
 */
export const scheduledActionNextRunFlow: Flow = {
  name: 'scheduled action: next run',
  sections: SCHEDULED_ACTION_SECTIONS,
  async run({ store, entity, before, after, caller, clock }) {
    if (caller === null) return;
    const kind = after.data.actionType;
    if (kind !== before?.data.actionType && !isScheduledActionKind(entity.name, kind)) {
      const kinds =
        (SCHEDULED_ACTION_KINDS as Readonly<Record<string, readonly string[]>>)[entity.name] ?? [];
      const message = `${entity.label} run ${kinds.join(', ')}; '${String(kind ?? '')}' is not one of them.`;
      throw new HttpProblem(422, message, { errors: [{ field: 'actionType', message }] });
    }
    const timeZone = await standingOrderTimeZone(store, after, new Map());
    const next = nextActionRun(after.data, clock(), timeZone);
    const kept = Object.fromEntries(RUN_FIELDS.map((field) => [field, before?.data[field] ?? null]));
    const data = { ...after.data, ...kept, nextAttentionDate: next?.toISOString() ?? null };
    if (sameValue(data, after.data)) return;
    return updateOrRetry(store, after, data);
  },
};
