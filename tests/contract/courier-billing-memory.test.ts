import { createMemoryStore } from '../../server/store/memory-store';
import { describeCourierBillingContract } from './courier-billing-contract';

describeCourierBillingContract('memory', async () => createMemoryStore());
