import { writeFileSync } from 'node:fs';
import { apiDocs } from '../server/api-docs';
import { ENTITIES } from '../src/entities/registry';

writeFileSync('docs/api.md', apiDocs(ENTITIES));
console.log('docs/api.md written');
