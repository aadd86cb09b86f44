import { createMemoryStore } from '../../server/store/memory-store';
import { describeApiContract } from './api-contract';
import { describeHardeningContract, describeRecordShapeContract } from './api-hardening-contract';
import { describeBatchContract } from './batch-contract';
import { describeBuyerOrderingContract } from './buyer-ordering-contract';
import { describeImportContract } from './import-contract';
import { describePartyAccessContract } from './party-access-contract';
import { describeStrictShapeContract } from './record-shape-contract';

describeApiContract('memory', async () => createMemoryStore());
describeBatchContract('memory', async () => createMemoryStore());
describePartyAccessContract('memory', async () => createMemoryStore());
describeHardeningContract('memory', async () => createMemoryStore());
describeRecordShapeContract('memory', async () => createMemoryStore());
describeBuyerOrderingContract('memory', async () => createMemoryStore());
describeStrictShapeContract('memory', async () => createMemoryStore());
describeImportContract('memory', async () => createMemoryStore());
