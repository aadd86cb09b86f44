import { createMemoryStore } from '../../server/store/memory-store';
import { describeClientBillingContract } from './client-billing-contract';

describeClientBillingContract('memory', async () => createMemoryStore());
