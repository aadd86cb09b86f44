import type { EntityName, MirrorRow } from '../../data/mirror-row';

/** What the services answer to a deletion: records erased, shared ones kept, logins removed. */
export type DeletionReport = { erased: number; keptShared: number; logins: number };

/** What the page reads: the company as the mirror holds it and the signed-in session. */
export type AccountDataInput = {
  company: Pick<MirrorRow<'companies'>, 'companyName'> | null | undefined;
  session: { isGlobalAdmin?: boolean | null; company?: { companyName?: string | null } | null } | null;
};

/** What the page shows. */
export type AccountDataView = {
  /** The company's name: the mirror's, else the session's; what the deletion is confirmed with. */
  companyName: string;
  /** Only a global admin may delete the account (the services check the same). */
  mayDelete: boolean;
};

/**
 * The account data page's view model.
 * @example accountDataFlow({ company: { companyName: 'Acme' }, session: { isGlobalAdmin: true } }) // { companyName: 'Acme', mayDelete: true }
 */
export function accountDataFlow({ company, session }: AccountDataInput): AccountDataView {
  return {
    companyName: company?.companyName ?? session?.company?.companyName ?? '',
    mayDelete: session?.isGlobalAdmin === true,
  };
}

/**
 * Whether the typed text confirms the deletion: the company name as shown, spaces around ignored.
 * @example confirmsDeletion(' Acme ', 'Acme') // true
 */
export function confirmsDeletion(typed: string, companyName: string): boolean {
  return companyName.trim() !== '' && typed.trim() === companyName.trim();
}

/**
 * What the page says once the account is deleted.
 * @example deletionText({ erased: 1200, keptShared: 3, logins: 2 }) // '1,200 records erased, 2 logins removed; 3 shared records stay with your trading partners.'
 */
export function deletionText(report: DeletionReport): string {
  return `${report.erased.toLocaleString('en-AU')} records erased, ${report.logins} logins removed; ${report.keptShared.toLocaleString('en-AU')} shared records stay with your trading partners.`;
}

/** A table the export reads from the mirror: its navigation name and its words. */
export type ExportedEntity = { name: EntityName; label: string; isPublic?: boolean; profilesOf?: unknown };

/**
 * The tables of the export: the company's own records, not the directories of other companies
 * (public suppliers, couriers, products).
 * @example exportedEntities(SECTION_ENTITIES).some((entity) => entity.name === 'products') // true
 */
export function exportedEntities<E extends ExportedEntity>(entities: readonly E[]): E[] {
  return entities.filter((entity) => entity.isPublic !== true && entity.profilesOf === undefined);
}
