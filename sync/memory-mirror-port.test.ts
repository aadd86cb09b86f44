import { describeMirrorPort } from '../tests/sync/mirror-port-contract';
import { createMemoryMirrorPort } from './memory-mirror-port';

describeMirrorPort('memory', async () => createMemoryMirrorPort());
