import { createMemoryStore } from '../../server/store/memory-store';
import { describeInvoiceViewsContract } from './invoice-views-contract';

describeInvoiceViewsContract('memory', async () => createMemoryStore());
