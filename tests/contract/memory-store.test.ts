import { createMemoryStore } from '../../server/store/memory-store';
import { describeDeliveryInvoicesContract } from './delivery-invoices-contract';
import { describeAccountContract } from './account-contract';
import { describeInvitationContract } from './invitation-contract';
import { describeStockLedgerContract } from './stock-ledger-contract';
import { describeStoreContract } from './store-contract';
import { describeTrackedTotalsContract } from './tracked-totals-contract';

describeStoreContract('memory', async () => createMemoryStore());
describeStockLedgerContract('memory', async () => createMemoryStore());
describeTrackedTotalsContract('memory', async () => createMemoryStore());
describeDeliveryInvoicesContract('memory', async () => createMemoryStore());
describeAccountContract('memory', async () => createMemoryStore());
describeInvitationContract('memory', async () => createMemoryStore());
