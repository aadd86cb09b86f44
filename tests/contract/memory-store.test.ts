import { createMemoryStore } from '../../server/store/memory-store';
import { describeStoreContract } from './store-contract';

describeStoreContract('memory', async () => createMemoryStore());
