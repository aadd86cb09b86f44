import { createMemoryStore } from '../../server/store/memory-store';
import { describeStockLedgerContract } from './stock-ledger-contract';
import { describeStoreContract } from './store-contract';

describeStoreContract('memory', async () => createMemoryStore());
describeStockLedgerContract('memory', async () => createMemoryStore());
