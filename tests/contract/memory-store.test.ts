import { createMemoryStore } from '../../server/store/memory-store';
import { describeDeliveryInvoicesContract } from './delivery-invoices-contract';
import { describeStockLedgerContract } from './stock-ledger-contract';
import { describeStoreContract } from './store-contract';

describeStoreContract('memory', async () => createMemoryStore());
describeStockLedgerContract('memory', async () => createMemoryStore());
describeDeliveryInvoicesContract('memory', async () => createMemoryStore());
