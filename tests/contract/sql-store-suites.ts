import type { SqlClient } from '../../server/store/sql-client';
import type { ListIndexSpec } from '../../server/store/sql-list-indexes';
import { SQL_STORE_TABLES } from '../../server/store/sql-schema';
import { createSqlStore } from '../../server/store/sql-store';
import type { Store } from '../../server/store/store';
import { describeAccountContract } from './account-contract';
import { describeAccountingSyncContract } from './accounting-sync-contract';
import { describeIntegrationCredentialsContract } from './integration-credentials-contract';
import { describeApiContract } from './api-contract';
import { describeBatchContract } from './batch-contract';
import { describeCourierBillingContract } from './courier-billing-contract';
import { describeBuyerOrderingContract } from './buyer-ordering-contract';
import { describePartyAccessContract } from './party-access-contract';
import { describeHardeningContract, describeRecordShapeContract } from './api-hardening-contract';
import { describeStrictShapeContract } from './record-shape-contract';
import { describeStandingGenerationContract } from './standing-generation-contract';
import { describeDeliveryInvoicesContract } from './delivery-invoices-contract';
import { describeInvoiceViewsContract } from './invoice-views-contract';
import { describeClientBillingContract } from './client-billing-contract';
import { describeStockLedgerContract } from './stock-ledger-contract';
import { describeStoreContract } from './store-contract';
import { describeTrackedTotalsContract } from './tracked-totals-contract';
import { describeMemoryParity } from './store-parity';

// List indexes for what the suites sort and search by, both directions, so every list of an
// indexed sort runs the indexed path (own records only) and must still answer as the memory store.
const TEST_LISTS: ListIndexSpec[] = ['f', 'g', 'productName', 'sortNumber', 'name', 'customerOrderNumber'].flatMap((field) =>
  (['asc', 'desc'] as const).flatMap((direction) =>
    ['Products', 'CustomerOrders'].map((section) => ({ section, sort: { field, direction }, search: [field, 'abbreviation'] })),
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
    await shared.query('UPDATE counters SET seq = 0', []);
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
  describeBuyerOrderingContract(name, emptyStore);
  describeHardeningContract(name, emptyStore);
  describeRecordShapeContract(name, emptyStore);
  describeStrictShapeContract(name, emptyStore);
  describeStockLedgerContract(name, emptyStore);
  describeStandingGenerationContract(name, emptyStore);
  describeTrackedTotalsContract(name, emptyStore);
  describeCourierBillingContract(name, emptyStore);
  describeDeliveryInvoicesContract(name, emptyStore);
  describeInvoiceViewsContract(name, emptyStore);
  describeClientBillingContract(name, emptyStore);
  describeAccountContract(name, emptyStore);
  describeAccountingSyncContract(name, emptyStore);
  describeIntegrationCredentialsContract(name, emptyStore);
  return emptyStore;
}
