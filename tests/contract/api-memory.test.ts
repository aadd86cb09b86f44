import { createMemoryStore } from '../../server/store/memory-store';
import { describeApiContract } from './api-contract';

describeApiContract('memory', async () => createMemoryStore());
