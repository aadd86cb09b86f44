import type { Caller } from '../http/caller';
import type { RecordRow, Store } from '../store/store';
import { COMPANIES_SECTION, USERS_SECTION } from './account-records';
import type { AnyRecord } from '../../src/domain/unknown-values';

/** Said when the typed confirmation is not the company's name. */
export const DELETE_CONFIRMATION_MESSAGE =
  'Type your company name exactly as it is shown to confirm the deletion.';
/** Said when someone other than a global admin of the company asks. */
export const DELETE_NOT_ALLOWED_MESSAGE = 'Only a global admin of the company may delete its account.';

/** What a deletion did. */
export type DeletionReport = {
  /** Records erased: their fields cleared, marked inactive (so every device's next pull drops them). */
  erased: number;
  /** Records kept because they are also another company's (an order it placed, an invoice it got). */
  keptShared: number;
  /** Logins removed: no user of the company can sign in again, and its user names are free. */
  logins: number;
};

export type DeletionCheck = { ok: true } | { ok: false; status: 403 | 422; message: string };

/**
 * Who may delete a company account and how it is confirmed: a global admin of that very company
 * (not a company acting for it), typing the company's name as it stands (spaces around ignored).
 * @example deletionCheck(caller, 'Acme').ok // true when caller is Acme's global admin
 */
export function deletionCheck(caller: Caller, confirmation: unknown): DeletionCheck {
  if (!caller.isGlobalAdmin) return { ok: false, status: 403, message: DELETE_NOT_ALLOWED_MESSAGE };
  const typed = typeof confirmation === 'string' ? confirmation.trim() : '';
  if (typed === '' || typed !== caller.company.companyName.trim())
    return { ok: false, status: 422, message: DELETE_CONFIRMATION_MESSAGE };
  return { ok: true };
}

// Another company still named on the record (former parties, '~id', no longer see it).
function isShared(row: RecordRow, company: string): boolean {
  return row.parties.some((party) => !party.startsWith('~') && party !== company);
}

// The company record keeps its name, so partners' orders and invoices still say who it was.
function erasedData(row: RecordRow, now: string): AnyRecord {
  if (row.section === COMPANIES_SECTION)
    return { id: row.id, companyName: row.data['companyName'] ?? null, deletedOn: now, isSuspended: false };
  return { id: row.id, deletedOn: now };
}

/**
 * Deletes a company account in one transaction: every record it owns alone is erased (fields
 * cleared, inactive), its users and its own company record too, and every login of its users
 * is removed, so its tokens stop working at once (authenticate reads the records on each call).
 * Records it shares with another company stay for that company.
 * @example await deleteCompanyAccount(store, 'c1', sections, new Date()) // { erased: 12, keptShared: 3, logins: 2 }
 */
export async function deleteCompanyAccount(
  store: Store,
  company: string,
  sections: readonly string[],
  now: Date,
): Promise<DeletionReport> {
  const stamp = now.toISOString();
  return store.transaction(async (tx) => {
    const report: DeletionReport = { erased: 0, keptShared: 0, logins: 0 };
    // The company record last: its owner check (companyAccountID) must hold while the rest go.
    const ordered = [
      ...new Set(sections.filter((section) => section !== COMPANIES_SECTION)),
      USERS_SECTION,
      COMPANIES_SECTION,
    ];
    for (const section of new Set(ordered)) {
      const { rows } = await tx.list(section, {
        visibleTo: company,
        conditions: [],
        includeInactive: true,
        includeCount: false,
      });
      for (const row of rows) {
        if (row.companyAccountID !== company) continue;
        if (section !== COMPANIES_SECTION && section !== USERS_SECTION && isShared(row, company)) {
          report.keptShared += 1;
          continue;
        }
        const written = await tx.update(
          {
            section: row.section,
            id: row.id,
            companyAccountID: row.companyAccountID,
            parties: row.parties,
            isInactive: true,
            data: erasedData(row, stamp),
          },
          row.rowVersion,
        );
        if (!written.ok)
          throw new Error(`${row.section} ${row.id} changed while the account was being deleted; try again.`);
        report.erased += 1;
      }
    }
    report.logins = await tx.removeCredentials(company);
    return report;
  });
}
