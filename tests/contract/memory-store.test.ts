import { createMemoryStore } from '../../server/store/memory-store';
import { describeAccountContract } from './account-contract';
import { describeStockLedgerContract } from './stock-ledger-contract';
import { describeStoreContract } from './store-contract';

describeStoreContract('memory', async () => createMemoryStore());
describeStockLedgerContract('memory', async () => createMemoryStore());
describeAccountContract('memory', async () => createMemoryStore());
