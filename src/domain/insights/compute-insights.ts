import { customerInsights } from './customer-insights';
import { deliverByIndex, deliveryInsights } from './delivery-insights';
import type { InsightKind, InsightRequest, InsightResults, RequestOf } from './insight-requests';
import { journeyInsights } from './journey-insights';
import { procurementInsights } from './procurement-insights';
import { fieldText, type AnyRecord } from './record-values';
import { tradeInsights } from './trade-insights';

/** The records of the source tables, by navigation name. */
export type InsightTables = Readonly<Record<string, readonly AnyRecord[] | undefined>>;

/**
 * Company names by id: the public directory first, then the agreements' names of the
 * partner each agreement is with (`partyField` of a customers or suppliers record).
 */
function companyNames(
  tables: InsightTables,
  agreements: string,
  partyField: 'buyerID' | 'sellerID',
): Map<string, string> {
  const names = new Map<string, string>();
  for (const company of tables['public-companies'] ?? []) {
    const name = fieldText(company, 'companyName');
    if (name !== '') names.set(fieldText(company, 'id'), name);
  }
  for (const agreement of tables[agreements] ?? []) {
    const party = fieldText(agreement, partyField);
    const name = fieldText(agreement, 'companyName');
    if (party !== '' && name !== '' && !names.has(party)) names.set(party, name);
  }
  return names;
}

function userNames(users: readonly AnyRecord[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const user of users) {
    const full = `${fieldText(user, 'firstName')} ${fieldText(user, 'lastName')}`.trim();
    names.set(fieldText(user, 'id'), full || fieldText(user, 'userName'));
  }
  return names;
}

/**
 * Computes one screen's figures from its source tables: a pure function, run in the
 * insights worker (or on the page where workers are missing, as in tests).
 * @example computeInsights({ kind: 'supplier', now: Date.now(), timeZone: 'Australia/Melbourne' }, tables).weeks
 */
export function computeInsights<K extends InsightKind>(
  request: RequestOf<K>,
  tables: InsightTables,
): InsightResults[K] {
  return computeAny(request, tables) as InsightResults[K];
}

function computeAny(request: InsightRequest, tables: InsightTables): InsightResults[InsightKind] {
  const { now, timeZone } = request;
  switch (request.kind) {
    case 'customer':
      return customerInsights(
        {
          orders: tables['purchase-orders'] ?? [],
          invoices: tables['supplier-invoices'] ?? [],
          suppliers: tables['suppliers'] ?? [],
          standing: tables['standing-purchase-orders'] ?? [],
        },
        { now, timeZone },
      );
    case 'supplier': {
      const names = companyNames(tables, 'customers', 'buyerID');
      return tradeInsights(tables['customer-orders'] ?? [], tables['customer-invoices'] ?? [], {
        now,
        timeZone,
        partyField: 'buyerID',
        names,
      });
    }
    case 'procurement': {
      const names = companyNames(tables, 'suppliers', 'sellerID');
      const orders = tables['purchase-orders'] ?? [];
      return {
        trade: tradeInsights(orders, tables['supplier-invoices'] ?? [], {
          now,
          timeZone,
          partyField: 'sellerID',
          names,
        }),
        incoming: procurementInsights(orders, { now, timeZone, names }),
      };
    }
    case 'delivery':
      return deliveryInsights(
        withArchived(tables, 'deliveries', 'delivery-archives'),
        deliverByIndex(tables['customer-orders'] ?? []),
        request,
      );
    case 'journey': {
      const movements = [
        ...withArchived(tables, 'deliveries', 'delivery-archives'),
        ...(tables['courier-movements'] ?? []),
      ];
      return journeyInsights(withArchived(tables, 'journeys', 'journey-archives'), movements, {
        ...request,
        names: userNames(tables['users'] ?? []),
      });
    }
  }
}

/**
 * A working table with its archive: statistics cover finished work the services moved to the
 * archive (server/flows/archiving.ts). An archived copy answers to the id it had in the working
 * list (archivedFromID), so the movements naming it still find it.
 * @example withArchived({ journeys: [], 'journey-archives': [{ id: 'a1', archivedFromID: 'j1' }] }, 'journeys', 'journey-archives') // [{ id: 'j1', archivedFromID: 'j1' }]
 */
export function withArchived(tables: InsightTables, working: string, archive: string): AnyRecord[] {
  const archived = (tables[archive] ?? []).map((row) =>
    typeof row.archivedFromID === 'string' ? { ...row, id: row.archivedFromID } : row,
  );
  return [...(tables[working] ?? []), ...archived];
}
