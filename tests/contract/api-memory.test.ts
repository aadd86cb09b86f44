import { createMemoryStore } from '../../server/store/memory-store';
import { describeApiContract } from './api-contract';
import { describePartyAccessContract } from './party-access-contract';

describeApiContract('memory', async () => createMemoryStore());
describePartyAccessContract('memory', async () => createMemoryStore());
