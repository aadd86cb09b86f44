import type { Context, Hono } from 'hono';
import { canEditArea, canViewArea, PERMISSION_MISSING } from '../../src/domain/permissions';
import { coversLevel } from '../../src/domain/subscriptions';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { sectionBasePath, type ServiceBases } from '../../src/entities/derive/api-paths';
import { actingCompany, MANAGED_COMPANY_HEADER } from '../http/acting-company';
import type { Authenticate, Caller } from '../http/caller';
import { HttpProblem } from '../http/problem';
import type { RecordRow, RecordWrite, Store } from '../store/store';
import { listCursorOf } from './list-cursor';
import { changesWindow, parseListParams } from './list-params';
import {
  keepProtectedFields,
  keepUndeclaredFields,
  partiesOf,
  readJson,
  requireRowVersion,
  validateRecord,
  namesOwner,
  withOwner,
} from './record-input';
import { listRecordOf, recordOf } from './record-view';
import { keepHiddenPrices, seenBy } from './fulfiller-view';
import { checkDeliveryRule } from './delivery-rules';
import { withDocumentNumber } from './document-numbers';
import { withServerTotals, type PricingSections } from './order-totals';
import {
  checkBuyerCancel,
  checkBuyerRestore,
  keepSellerOverride,
  withOrderingPolicy,
} from './ordering-policy';
import {
  checkNamedParties,
  checkPartyChange,
  keepPartyAnswers,
  keepStoredTotals,
  requireOwner,
  withFormerParties,
  type Relationships,
} from './party-access';
import { withAnswerStamp, withRequestParties } from './partner-requests';
import { registerProfileSection } from './profile-routes';
import { registerCatalogueSection } from './catalogue-routes';
import { sectionReader } from './section-reader';
import { deviceLocationOf } from './device-location';
import type { ScopeRule } from '../../src/entities/sync-scope';
import { scopedChanges, scopedCount, scopeRuleFor, type ScopeCaller } from './sync-scope';
import { syncRoutes } from './sync-routes';
import type { ConnectorOption } from '../accounting/connector';
import { connectionFor, markSynced } from '../accounting/integration-connections';
import { insertWithFlows, updateWithFlows } from '../flows';
import { isServicesId, SERVICES_ID_MESSAGE } from '../../src/domain/derived-id';
import { withOwnerRole } from '../../src/entities/derive/role-view';
import { isMovedToArchive } from '../../src/domain/archiving';
import { findEntity } from '../../src/entities/registry';
import { isJsonObject, type AnyRecord } from '../../src/domain/unknown-values';

export type SectionDeps = {
  store: Store;
  authenticate: Authenticate;
  bases: ServiceBases;
  pricing: PricingSections;
  /** Where the party-access rule finds the agreements and requests between companies. */
  relationships: Relationships;
  newId: () => string;
  clock?: () => Date;
  /** The outside services (accounting) records can be uploaded to; none by default. */
  connectors?: readonly ConnectorOption[];
};

type Access = 'view' | 'edit';

/** The caller and the company it acts for, once the token, permission and level are checked. */
export type Actor = { caller: Caller; company: string };

export function createActorResolver(deps: SectionDeps) {
  return async function actor(c: Context, entity: EntityDefinition, access: Access): Promise<Actor> {
    const result = await deps.authenticate(c.req.header('Authorization'));
    if (!result.ok)
      throw new HttpProblem(result.status, result.message, result.reason ? { reason: result.reason } : {});
    const caller = result.caller;
    const allowed =
      access === 'view' ? canViewArea(caller, entity.permission) : canEditArea(caller, entity.permission);
    if (!allowed) {
      // The reason tells a device this section is no longer the user's (their role changed): its sync drops the section from the mirror.
      throw new HttpProblem(
        403,
        `You need the ${entity.permission}${access === 'edit' ? '.edit' : ''} permission for ${entity.label}`,
        { reason: PERMISSION_MISSING, permission: entity.permission },
      );
    }
    if (!coversLevel(caller.subscriptionCode, entity.subscription)) {
      throw new HttpProblem(
        403,
        `${entity.label} need a ${entity.subscription ?? ''} subscription or higher`,
      );
    }
    const requested = c.req.header(MANAGED_COMPANY_HEADER) ?? c.req.query('proxyID');
    return { caller, company: await actingCompany(deps.store, caller, requested) };
  };
}

/** Registers the generic calls of one entity's section. */
export function registerSection(app: Hono, entity: EntityDefinition, deps: SectionDeps): void {
  const base = sectionBasePath(entity, deps.bases);
  const { store } = deps;
  const actor = createActorResolver(deps);
  // What the calls read: the section's records, or for a role view (orders) the records of its
  // sections where the company holds the view's role.
  const reader = sectionReader(store, entity);
  const visibleTo = reader.visible;
  // Every write runs with its section's flows (server/flows) in one transaction.
  const flowDeps = { store, clock: deps.clock ?? (() => new Date()), newId: deps.newId };
  if (entity.profilesOf !== undefined) {
    const authorize = async (c: Context) => {
      const result = await deps.authenticate(c.req.header('Authorization'));
      if (!result.ok)
        throw new HttpProblem(result.status, result.message, result.reason ? { reason: result.reason } : {});
      return result.caller;
    };
    registerProfileSection(app, entity, {
      store,
      bases: deps.bases,
      authorize,
      relationships: deps.relationships,
    });
    return;
  }
  if (entity.sellerCatalogue === true) {
    registerCatalogueSection(app, entity, {
      store,
      bases: deps.bases,
      company: async (c) => (await actor(c, entity, 'view')).company,
    });
    return;
  }

  async function visibleRow(id: string, company: string): Promise<RecordRow> {
    const row = await reader.get(id);
    // A record moved to its archive says where it went, to those it was shown to (a late offline edit).
    if (
      row !== null &&
      isMovedToArchive(row.data) &&
      (row.companyAccountID === company || row.parties.includes(company))
    ) {
      const archive = entity.archive === undefined ? undefined : findEntity(entity.archive);
      throw new HttpProblem(
        422,
        `${entity.singleLabel} ${id} is finished and was moved to ${archive?.label ?? 'its archive'}, where it is read only.`,
        { reason: 'Archived' },
      );
    }
    // Another company's record is answered exactly like a missing one.
    if (row === null || !visibleTo(row, company))
      throw new HttpProblem(404, `${entity.singleLabel} ${id} was not found`);
    return row;
  }

  /** A record the caller's company owns: parties may see it, but only its owner may do this. */
  async function ownedRow(id: string, company: string, action: string): Promise<RecordRow> {
    const row = await visibleRow(id, company);
    requireOwner(entity, row, company, action);
    return row;
  }

  /** What a write stores: the caller's fields within the party-access rule, numbered and priced by the services. */
  async function prepare(
    data: AnyRecord,
    owner: string,
    actor: Actor,
    stored: RecordRow | null,
  ): Promise<AnyRecord> {
    // The owner of a record of the section holds the view's owner role (a customer order's seller).
    if (stored === null || stored.section === entity.section)
      data = withOwnerRole(entity.roleView, data, owner);
    // What the services stored beyond the schema stays as stored (tidyRecordShape dropped the client's).
    data = keepUndeclaredFields(entity, data, stored);
    if (entity.priced) data = keepSellerOverride(data, stored);
    await checkDeliveryRule(store, entity, actor.caller, data, owner, stored);
    // A request is its sender's; only the company asked answers it, stamped by the services.
    data = withAnswerStamp(
      entity,
      withRequestParties(entity, data, owner, stored),
      stored,
      actor,
      flowDeps.clock(),
    );
    data = keepStoredTotals(data, stored, actor.company);
    // A 3PL never read its client's prices: its write keeps them as stored.
    data = keepHiddenPrices(data, stored, actor.company);
    if (stored !== null) checkPartyChange(entity, stored, data, actor.company);
    const kept = keepPartyAnswers(
      entity,
      keepProtectedFields(entity, actor.caller, data, stored),
      stored,
      actor.company,
    );
    const owned = withOwner(entity, kept, owner);
    await checkNamedParties(store, deps.relationships, entity, owned, owner, stored);
    // A buyer's order within its seller's policy (cut-offs, slots, lead time): the seller's overrides recorded.
    const policed = entity.priced
      ? await withOrderingPolicy(store, deps.pricing.agreements, owned, {
          owner,
          writer: actor.company,
          userID: actor.caller.userID ?? null,
          stored,
          now: flowDeps.clock(),
        })
      : owned;
    const numbered = await withDocumentNumber(store, entity, policed, owner, stored);
    return entity.priced
      ? withServerTotals(store, deps.pricing, numbered, { owner, writer: actor.company, stored })
      : numbered;
  }

  function toWrite(
    row: Pick<RecordRow, 'id' | 'companyAccountID' | 'isInactive' | 'parties'> & { section?: string },
    data: AnyRecord,
  ): RecordWrite {
    const { rowVersion: _v, isInactive: _i, ...fields } = data;
    return {
      // A record keeps the section it was made in, whichever view writes it.
      section: row.section ?? entity.section,
      id: row.id,
      companyAccountID: row.companyAccountID,
      parties: withFormerParties(partiesOf(entity, fields, row.companyAccountID), row.parties),
      isInactive: row.isInactive,
      data: fields,
    };
  }

  async function saveChange(
    row: RecordRow,
    data: AnyRecord,
    expected: number,
    isInactive = row.isInactive,
    by?: Actor,
  ) {
    const writer = { entity, caller: by?.caller ?? null, company: by?.company ?? row.companyAccountID };
    const result = await updateWithFlows(
      flowDeps,
      writer,
      row,
      toWrite({ ...row, isInactive }, data),
      expected,
    );
    if (!result.ok) {
      if (result.current === null)
        throw new HttpProblem(404, `${entity.singleLabel} ${row.id} was not found`);
      throw new HttpProblem(
        409,
        `This ${entity.singleLabel} was changed by someone else. Reload it and try again.`,
        {
          current: recordOf(seenBy(result.current, by?.company)),
        },
      );
    }
    return c200(result.row, by?.company);
  }

  /**
   * A new record that names its companyAccountID was made on behalf of that company (an
   * offline write carries no ManagedCompanyAccountID header): it must be one the caller may
   * act for, and it owns the record, exactly as if the header had named it.
   */
  async function ownerOfNew(body: unknown, acting: string, caller: Caller): Promise<string> {
    const named = isJsonObject(body) ? body.companyAccountID : undefined;
    if (typeof named !== 'string' || named === '' || named === acting || !namesOwner(entity)) return acting;
    return actingCompany(store, caller, named);
  }

  /** A write's answer, as the writing company may read the record. */
  function c200(row: RecordRow, company?: string) {
    return { id: row.id, rowVersion: row.rowVersion, data: recordOf(seenBy(row, company)) };
  }

  // First, so get/matches is not read as get/{id} and party calls are not read as plain writes.
  syncRoutes(app, base, entity, {
    store,
    actor,
    ownedRow,
    saveChange,
    newId: deps.newId,
    connection: (company, party) => connectionFor(store, deps.connectors ?? [], company, party),
    synced: (integrationID) => markSynced(store, integrationID, flowDeps.clock()),
  });

  // A scoped pull's caller: the location the device names counts only once the services accepted it.
  const scopeCallerOf = async (
    rule: ScopeRule,
    caller: Caller,
    company: string,
    named: string | undefined,
  ): Promise<ScopeCaller> => ({
    caller,
    company,
    now: flowDeps.clock(),
    location: rule.location === undefined ? null : await deviceLocationOf(store, caller, named),
  });

  app.get(`${base}/getAll`, async (c) => {
    const { company } = await actor(c, entity, 'view');
    const request = parseListParams(entity, new URL(c.req.url).searchParams);
    const result = await reader.list(company, request.query);
    const data = result.rows.map((row) => listRecordOf(seenBy(row, company), request));
    // A full page may have more after it: its cursor reads the next page as fast as the first.
    const last =
      result.rows.length > 0 && result.rows.length === request.query.take ? result.rows.at(-1) : undefined;
    return c.json({
      data,
      ...(result.count === null ? {} : { count: result.count }),
      ...(last === undefined ? {} : { nextCursor: listCursorOf(last, request.query.sort) }),
    });
  });

  app.get(`${base}/get/count`, async (c) => {
    const { caller, company } = await actor(c, entity, 'view');
    const request = parseListParams(entity, new URL(c.req.url).searchParams);
    // A scoped device's whole count (its first pull's progress) is its scope's.
    const rule = scopeRuleFor(entity, caller);
    if (rule !== null && request.query.conditions.length === 0 && request.query.search === undefined) {
      const who = await scopeCallerOf(rule, caller, company, c.req.query('location'));
      return c.json({ count: await scopedCount(store, reader, entity, rule, who) });
    }
    const result = await reader.list(company, { ...request.query, includeCount: true, take: 0, skip: 0 });
    return c.json({ count: result.count ?? 0 });
  });

  app.get(`${base}/get/:id`, async (c) => {
    const { company } = await actor(c, entity, 'view');
    return c.json(recordOf(seenBy(await visibleRow(c.req.param('id'), company), company)));
  });

  app.get(`${base}/changes`, async (c) => {
    const { caller, company } = await actor(c, entity, 'view');
    const window = changesWindow(new URL(c.req.url).searchParams);
    // What of the section this device holds is the session's (its role's sync scope), never the request's.
    const rule = scopeRuleFor(entity, caller);
    if (rule !== null) {
      const who = await scopeCallerOf(rule, caller, company, c.req.query('location'));
      const scoped = await scopedChanges(store, reader, entity, rule, who, window);
      return c.json({
        data: scoped.rows.map(({ row, as }) =>
          as === 'record'
            ? recordOf(seenBy(row, company))
            : { id: row.id, rowVersion: row.rowVersion, isRemoved: true },
        ),
        cursor: scoped.cursor,
        hasMore: scoped.hasMore,
        ...(scoped.reset === true ? { reset: true } : {}),
      });
    }
    // A cursor of a scoped pull (its role changed: a driver made dispatcher) starts the whole section again.
    const { take } = window;
    const after = window.day === null ? window.after : 0;
    const rows = await reader.changes(company, after, take + 1);
    const page = rows.slice(0, take);
    const cursor = page.at(-1)?.seq ?? after;
    // A record the company was a party to, and is no longer (or is named on in another role, so
    // another view shows it), comes as a removal: its id only.
    const data = page.flatMap((row) => {
      const answer = reader.pulled(row, company);
      if (answer === 'none') return [];
      return [
        answer === 'record'
          ? recordOf(seenBy(row, company))
          : { id: row.id, rowVersion: row.rowVersion, isRemoved: true },
      ];
    });
    return c.json({ data, cursor: String(cursor), hasMore: rows.length > take });
  });

  app.post(`${base}/post`, async (c) => {
    const acting = await actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    const company = await ownerOfNew(body, acting.company, acting.caller);
    const withId = isJsonObject(body) && !body.id ? { ...body, id: deps.newId() } : body;
    // A retried post (same client-made id) gets the record already made, never a second one, and
    // takes no second document number.
    const retried =
      isJsonObject(withId) && typeof withId.id === 'string' ? await reader.get(withId.id) : null;
    if (retried !== null && visibleTo(retried, company)) return c.json(c200(retried), 200);
    // The ids of the records the services derive (an order's consignment, a week's invoice) are
    // theirs alone: a client that takes one first could stall another company's flows.
    if (
      retried === null &&
      isJsonObject(withId) &&
      typeof withId.id === 'string' &&
      isServicesId(withId.id)
    ) {
      throw new HttpProblem(422, SERVICES_ID_MESSAGE, {
        errors: [{ field: 'id', message: SERVICES_ID_MESSAGE }],
      });
    }
    const data = await prepare(validateRecord(entity, withId), company, { ...acting, company }, null);
    const write = toWrite(
      { id: String(data.id), companyAccountID: company, isInactive: false, parties: [] },
      data,
    );
    const result = await insertWithFlows(flowDeps, { entity, caller: acting.caller, company }, write);
    if (!result.ok) {
      // The same retry, when both attempts were under way at once.
      if (result.existing.section === entity.section && visibleTo(result.existing, company)) {
        return c.json(c200(result.existing), 200);
      }
      throw new HttpProblem(409, 'That id is already in use: leave id out, or use a new random one', {
        reason: 'IdTaken',
      });
    }
    return c.json(c200(result.row), 201);
  });

  app.patch(`${base}/patch`, async (c) => {
    const writer = await actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!isJsonObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
    const expected = requireRowVersion(body);
    const row = await visibleRow(String(body.id ?? ''), writer.company);
    const data = await prepare(validateRecord(entity, body), row.companyAccountID, writer, row);
    return c.json(await saveChange(row, data, expected, row.isInactive, writer));
  });

  app.patch(`${base}/patch/partial`, async (c) => {
    const writer = await actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!isJsonObject(body)) throw new HttpProblem(400, 'The request body must be a JSON object');
    const expected = requireRowVersion(body);
    const row = await visibleRow(String(body.id ?? ''), writer.company);
    const merged = validateRecord(entity, { ...recordOf(row), ...body });
    const data = await prepare(merged, row.companyAccountID, writer, row);
    return c.json(await saveChange(row, data, expected, row.isInactive, writer));
  });

  app.patch(`${base}/patch/restore`, async (c) => {
    const { company } = await actor(c, entity, 'edit');
    const row = await ownedRow(c.req.query('id') ?? '', company, 'restore');
    if (!row.isInactive) return c.json(c200(row));
    // A buyer's cancelled order comes back only where its seller's policy would take it now.
    if (entity.priced)
      await checkBuyerRestore(store, deps.pricing.agreements, row, company, flowDeps.clock());
    return c.json(await saveChange(row, { ...row.data }, row.rowVersion, false));
  });

  app.delete(`${base}/delete`, async (c) => {
    const { company } = await actor(c, entity, 'edit');
    const body = await readJson(c.req.raw);
    if (!isJsonObject(body))
      throw new HttpProblem(400, 'The request body must be a JSON object with id and rowVersion');
    const expected = requireRowVersion(body);
    const row = await ownedRow(String(body.id ?? ''), company, 'delete');
    // A buyer cancels its order only before the order's cut-off (server/sections/ordering-policy.ts).
    if (entity.priced && !row.isInactive)
      await checkBuyerCancel(store, deps.pricing.agreements, row, company, flowDeps.clock());
    return c.json(await saveChange(row, { ...row.data }, expected, true));
  });
}
