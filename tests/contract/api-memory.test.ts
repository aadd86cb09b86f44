import { createMemoryStore } from '../../server/store/memory-store';
import { describeApiContract } from './api-contract';
import { describeBatchContract } from './batch-contract';
import { describePartyAccessContract } from './party-access-contract';

describeApiContract('memory', async () => createMemoryStore());
describeBatchContract('memory', async () => createMemoryStore());
describePartyAccessContract('memory', async () => createMemoryStore());
