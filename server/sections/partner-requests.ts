import type { EntityDefinition, PartnerRequestRoles, PartyField } from '../../src/entities/entity-definition';
import type { Caller } from '../http/caller';
import { HttpProblem } from '../http/problem';
import type { RecordRow } from '../store/store';
import { REQUEST_ANSWER_STAMP } from '../../src/entities/families/party-access';
import { partyAccessOf } from './party-access';
import { textOf } from '../../src/domain/unknown-values';

/**
 * The partner-request rule (customer, supplier, courier and client requests): the company that
 * sends a request owns it and is its asker; it asks one other company, which alone answers it.
 * An approval by anyone else (a third company named in the asker's place) is impossible, so it
 * can never make a relationship between two companies that did not both take part.
 */

const ROLE_LABEL: Readonly<Record<string, string>> = {
  buyerID: 'buyer',
  sellerID: 'seller',
  courierID: 'courier',
};

/**
 * The fields of a request this rule reads and stamps, as a write gives them (every section's
 * writes pass through it; only the requests' entities have roles).
 */
type RequestFields = { [F in PartyField]?: unknown } & {
  isApproved?: unknown;
  isDeclined?: unknown;
} & { [F in (typeof REQUEST_ANSWER_STAMP)[number]]?: unknown };

function requestRoles(entity: EntityDefinition): PartnerRequestRoles | null {
  return partyAccessOf(entity).request ?? null;
}

/**
 * The request as the services keep it: the owner is always its asker (filled in when left
 * blank), it asks another company, and once sent neither company changes. Refused otherwise:
 * 403 naming another company as the asker, 422 asking nobody or itself, 409 changing who.
 * @example withRequestParties(supplierRequests, { id: 'r1', sellerID: 'beta' }, 'alpha', null) // { id: 'r1', sellerID: 'beta', buyerID: 'alpha' }
 */
export function withRequestParties<T extends RequestFields>(
  entity: EntityDefinition,
  data: T,
  owner: string,
  stored: RecordRow | null,
): T {
  const roles = requestRoles(entity);
  if (roles === null) return data;
  const what = entity.singleLabel.toLowerCase();
  const asker = textOf(data[roles.asker]);
  if (asker !== null && asker !== owner) {
    throw new HttpProblem(
      403,
      `A ${what} is sent by your own company: its ${ROLE_LABEL[roles.asker]} must be you, not company ${asker}.`,
      {
        errors: [{ field: roles.asker, message: 'Must be your own company' }],
      },
    );
  }
  const asked = textOf(data[roles.asked]);
  if (asked === null || asked === owner) {
    throw new HttpProblem(
      422,
      `Name the company this ${what} asks: its ${ROLE_LABEL[roles.asked]} must be another company.`,
      {
        errors: [
          { field: roles.asked, message: asked === null ? 'Field is required' : 'Must be another company' },
        ],
      },
    );
  }
  if (stored !== null && textOf(stored.data[roles.asked]) !== asked) {
    throw new HttpProblem(
      409,
      `A ${what} cannot change the company it asks once it is sent: send a new request instead.`,
      {
        errors: [{ field: roles.asked, message: 'Fixed once the request is sent' }],
      },
    );
  }
  return { ...data, [roles.asker]: owner };
}

/**
 * The answer's stamp is the services' alone: a write keeps the stored one (none on a new
 * request), and the company asked answering now is stamped with who answered and when.
 * Approving and declining at once is refused (422). Runs before the party check: a client's own
 * respondedOn is overruled, never stored.
 * @example withAnswerStamp(customerRequests, { ...stored.data, isApproved: true }, stored, { caller, company: 'alpha' }, now).respondedByUserID // caller.userID
 */
export function withAnswerStamp<T extends RequestFields>(
  entity: EntityDefinition,
  data: T,
  stored: RecordRow | null,
  writer: { caller: Caller; company: string },
  now: Date,
): T {
  const roles = requestRoles(entity);
  if (roles === null) return data;
  const result = { ...data };
  const before: RequestFields | null = stored === null ? null : stored.data;
  for (const field of REQUEST_ANSWER_STAMP) {
    if (before !== null && field in before) result[field] = before[field];
    else delete result[field];
  }
  if (stored === null || stored.data[roles.asked] !== writer.company) return result;
  if (result.isApproved === true && result.isDeclined === true) {
    throw new HttpProblem(
      422,
      `A ${entity.singleLabel.toLowerCase()} is either approved or declined, not both.`,
      {
        errors: [{ field: 'isDeclined', message: 'Approved and declined at once' }],
      },
    );
  }
  const answered =
    (result.isApproved === true && stored.data.isApproved !== true) ||
    (result.isDeclined === true && stored.data.isDeclined !== true);
  if (!answered) return result;
  return {
    ...result,
    respondedOn: now.toISOString(),
    respondedByUserID: writer.caller.userID,
    respondedByUserName: writer.caller.userName,
  };
}
