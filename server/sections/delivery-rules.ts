import { canViewArea } from '../../src/domain/permissions';
import { hasDate } from '../../src/domain/unknown-values';
import { courierMovementSchema } from '../../src/domain/schemas/courier-movement';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import type { Caller } from '../http/caller';
import { HttpProblem } from '../http/problem';
import { getEntityRow } from '../store/entity-row';
import type { RecordRow, Store } from '../store/store';
import type { RecordOf } from '../../src/entities/record-of';

export const DELIVERY_REFUSED =
  "Only the journey's driver or a dispatcher of the delivering company may record this delivery";

function hasProof(value: unknown): boolean {
  return (
    (Array.isArray(value) && value.length > 0) ||
    (typeof value === 'string' && value.trim() !== '' && value.trim() !== '[]')
  );
}

/** The fields of a movement (a delivery, release, receival or courier order) this rule reads. */
type MovementFields = Partial<
  Pick<RecordOf<'deliveries'>, 'deliveredOn' | 'proofOfDelivery' | 'journeyID' | 'courierID'>
>;

/**
 * Whether a write records a delivery: it sets a delivered date or a proof of delivery the
 * stored movement did not already hold.
 * @example recordsDelivery({ deliveredOn: '2026-03-03T08:00:00Z' }, null) // true
 */
export function recordsDelivery(data: MovementFields, stored: MovementFields | null): boolean {
  const newDate = hasDate(data.deliveredOn) && data.deliveredOn !== stored?.deliveredOn;
  const newProof =
    hasProof(data.proofOfDelivery) &&
    JSON.stringify(data.proofOfDelivery) !== JSON.stringify(stored?.proofOfDelivery ?? null);
  return newDate || newProof;
}

/**
 * Who may record a delivery: the driver of the movement's journey, or a dispatcher of the
 * company that delivers it (the movement's owner, or its courier).
 * @example mayRecordDelivery(caller, { driverUserID: caller.userID }, 'comp1', null) // true
 */
export function mayRecordDelivery(
  caller: Pick<Caller, 'userID' | 'companyAccountID' | 'permissions' | 'isGlobalAdmin' | 'company'>,
  journey: Pick<RecordOf<'journeys'>, 'driverUserID'> | null,
  owner: string,
  courierID: unknown,
): boolean {
  if (journey !== null && typeof journey.driverUserID === 'string' && journey.driverUserID === caller.userID)
    return true;
  const delivering =
    caller.companyAccountID === owner ||
    (typeof courierID === 'string' && caller.companyAccountID === courierID);
  return (
    delivering &&
    canViewArea(
      { permissions: caller.permissions, isGlobalAdmin: caller.isGlobalAdmin, company: caller.company },
      'dispatcher',
    )
  );
}

/**
 * The services' delivery rule, run before a movement is written: a delivery recorded by
 * someone who is neither the journey's driver nor a dispatcher of the delivering company is a 403.
 */
export async function checkDeliveryRule(
  store: Store,
  entity: EntityDefinition,
  caller: Caller,
  data: MovementFields,
  owner: string,
  stored: RecordRow | null,
): Promise<void> {
  if (entity.schema !== courierMovementSchema || !recordsDelivery(data, stored?.data ?? null)) return;
  const journeyID = data.journeyID ?? stored?.data.journeyID;
  const journey =
    typeof journeyID === 'string' && journeyID !== ''
      ? await getEntityRow(store, 'journeys', journeyID)
      : null;
  if (!mayRecordDelivery(caller, journey?.data ?? null, owner, data.courierID ?? stored?.data.courierID))
    throw new HttpProblem(403, DELIVERY_REFUSED);
}
