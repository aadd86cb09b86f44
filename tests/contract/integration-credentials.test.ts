import { createMemoryStore } from '../../server/store/memory-store';
import { describeIntegrationCredentialsContract } from './integration-credentials-contract';

describeIntegrationCredentialsContract('memory', async () => createMemoryStore());
