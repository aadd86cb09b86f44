import type { SqlClient } from '../../server/store/sql-client';
import type { ListIndexSpec } from '../../server/store/sql-list-indexes';
import { restartChangeOrder, SQL_STORE_TABLES } from '../../server/store/sql-schema';
import { createSqlStore } from '../../server/store/sql-store';
import type { Store } from '../../server/store/store';
import { describe, expect, it } from 'vitest';
import { describeAccountContract } from './account-contract';
import { describeInvitationContract } from './invitation-contract';
import { describeInvitationSecretContract } from './invitation-secret-contract';
import { describeAccountingSyncContract } from './accounting-sync-contract';
import { describeIntegrationCredentialsContract } from './integration-credentials-contract';
import { describeApiContract } from './api-contract';
import { describeBatchContract } from './batch-contract';
import { describeCourierBillingContract } from './courier-billing-contract';
import { describeBuyerOrderingContract } from './buyer-ordering-contract';
import { describeOrderLinesContract } from './order-lines-contract';
import { describeOrderingPolicyContract } from './ordering-policy-contract';
import { describeSellerSettingsContract } from './seller-settings-contract';
import { describeReceivalCheckContract } from './receival-check-contract';
import { describeImportContract } from './import-contract';
import { describeBulkImportContract } from './bulk-import-contract';
import { describePartyAccessContract } from './party-access-contract';
import { describeHardeningContract, describeRecordShapeContract } from './api-hardening-contract';
import { describeStrictShapeContract } from './record-shape-contract';
import { describeRefreshTokenContract } from './refresh-token-contract';
import { describeStandingGenerationContract } from './standing-generation-contract';
import { describeDeliveryInvoicesContract } from './delivery-invoices-contract';
import { describeDerivedIdsContract } from './derived-ids-contract';
import { describeStockRefusalsContract } from './stock-refusals-contract';
import { describeStandingAttentionContract } from './standing-attention-contract';
import { describeOddInputContract } from './odd-input-contract';
import { describeInvoiceViewsContract } from './invoice-views-contract';
import { describeClientBillingContract } from './client-billing-contract';
import { describeStockLedgerContract } from './stock-ledger-contract';
import { describeStockAvailableContract } from './stock-available-contract';
import { describeRoleAccessContract } from './role-access-contract';
import { describeTabletLocationScopeContract } from './sync-scope-location-contract';
import { describeSyncScopeContract } from './sync-scope-contract';
import { describeThirdPartyFloorContract } from './third-party-floor-contract';
import { describeSupplyLineRestockContract } from './supply-line-restock-contract';
import { describeStoreContract } from './store-contract';
import { describeTrackedTotalsContract } from './tracked-totals-contract';
import { describeMemoryParity } from './store-parity';
import { describeBackgroundWorkContract } from './background-work-contract';
import { describeDeliveryAreasContract } from './delivery-areas-contract';

// List indexes for what the suites sort and search by, both directions. Each section keeps the
// sort keys of its first spec's field (`f`, which the parity cases sort by at random), so those
// lists run the indexed path (own records only) and must still answer as the memory store.
const TEST_LISTS: ListIndexSpec[] = [
  'f',
  'g',
  'productName',
  'sortNumber',
  'name',
  'customerOrderNumber',
].flatMap((field) =>
  (['asc', 'desc'] as const).flatMap((direction) =>
    ['Products', 'CustomerOrders'].map((section) => ({
      section,
      sort: { field, direction },
      search: [field, 'abbreviation'],
    })),
  ),
);

/**
 * The store contract, the parity with the memory store and the REST contract, on one SQL
 * database that every test shares (emptied before each). Returns the opener, for a database's
 * own tests. The database's tables must exist (createSqlStore) before the tests run.
 * @example const emptyStore = describeSqlStoreSuites('PGlite', pgliteClient());
 */
export function describeSqlStoreSuites(name: string, shared: SqlClient): () => Promise<Store> {
  // The contract closes each store it opens; the shared database must outlive them.
  const borrowed: SqlClient = { ...shared, close: async () => undefined };
  const emptyTables = async (): Promise<void> => {
    await shared.query(`TRUNCATE ${SQL_STORE_TABLES.join(', ')}`, []);
    await restartChangeOrder(shared);
  };
  const emptyStore = async (): Promise<Store> => {
    const store = await createSqlStore(borrowed, { lists: TEST_LISTS });
    await emptyTables();
    return store;
  };
  describeStoreContract(name, emptyStore);
  describeMemoryParity(name, { open: emptyStore, empty: emptyTables });
  describeApiContract(name, emptyStore);
  describeBatchContract(name, emptyStore);
  describePartyAccessContract(name, emptyStore);
  describeOrderLinesContract(name, emptyStore);
  describeOrderingPolicyContract(name, emptyStore);
  describeSellerSettingsContract(name, emptyStore);
  describeReceivalCheckContract(name, emptyStore);
  describeBuyerOrderingContract(name, emptyStore);
  describeHardeningContract(name, emptyStore);
  describeRecordShapeContract(name, emptyStore);
  describeStrictShapeContract(name, emptyStore);
  describeStockLedgerContract(name, emptyStore);
  describeStandingGenerationContract(name, emptyStore);
  describeTrackedTotalsContract(name, emptyStore);
  describeStockAvailableContract(name, emptyStore);
  describeRoleAccessContract(name, emptyStore);
  describeSyncScopeContract(name, emptyStore);
  describeTabletLocationScopeContract(name, emptyStore);
  describeCourierBillingContract(name, emptyStore);
  describeDeliveryInvoicesContract(name, emptyStore);
  describeInvoiceViewsContract(name, emptyStore);
  describeClientBillingContract(name, emptyStore);
  describeThirdPartyFloorContract(name, emptyStore);
  describeSupplyLineRestockContract(name, emptyStore);
  describeAccountContract(name, emptyStore);
  describeInvitationContract(name, emptyStore);
  describeInvitationSecretContract(name, emptyStore);
  describeAccountingSyncContract(name, emptyStore);
  describeIntegrationCredentialsContract(name, emptyStore);
  describeDerivedIdsContract(name, emptyStore);
  describeStockRefusalsContract(name, emptyStore);
  describeStandingAttentionContract(name, emptyStore);
  describeOddInputContract(name, emptyStore);
  describeRefreshTokenContract(name, emptyStore);
  describeImportContract(name, emptyStore);
  describeBackgroundWorkContract(name, emptyStore);
  describeDeliveryAreasContract(name, emptyStore);
  describeBulkImportContract(name, emptyStore);
  describePlanReuse(name, shared);
  return emptyStore;
}

type PreparedRow = { generic_plans: number | string | bigint; custom_plans: number | string | bigint };

// Planning a statement over the records table's hundred list indexes costs more than running a
// lookup (sql-client QueryOptions): a lookup by id is prepared once per connection and reused.
function describePlanReuse(name: string, shared: SqlClient): void {
  describe(`${name} SQL store plans`, () => {
    it('prepares a lookup by id once per connection and runs it again from that statement', async () => {
      await shared.transaction(async (tx) => {
        // One connection: a transaction is the one place a pool gives the same one every time.
        const store = await createSqlStore(tx, { lists: TEST_LISTS });
        await store.insert({
          section: 'Products',
          id: 'plan-1',
          companyAccountID: 'comp1',
          parties: [],
          isInactive: false,
          data: {},
        });
        for (let round = 0; round < 3; round += 1)
          expect((await store.get('Products', 'plan-1'))?.id).toBe('plan-1');
        const prepared = await tx.query<PreparedRow>(
          'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE $1::text',
          ['%FROM records WHERE records.id = $1::text AND records.section = $2::text'],
        );
        expect(prepared).toHaveLength(1);
        expect(Number(prepared[0]?.generic_plans) + Number(prepared[0]?.custom_plans)).toBeGreaterThanOrEqual(
          3,
        );
        await tx.query('DELETE FROM records WHERE id = $1::text', ['plan-1']);
      });
    });
  });
}
