import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDocs } from '../../server/api-docs';
import { ENTITIES } from '../../src/entities/registry';

describe('docs/api.md', () => {
  const docs = apiDocs(ENTITIES);

  it('is up to date with the registry (run npm run docs:api)', () => {
    expect(readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'api.md'), 'utf8')).toBe(docs);
  });

  it('names every section with its service and path', () => {
    expect(docs).toContain('| purchase-orders | Ordering | /api/v1/PurchaseOrders |');
    expect(docs).toContain('| customers | Ordering | /api/v1/Customers | customers | new-customers |');
    expect(docs).toMatch(/\| users \| \w+ \| \/api\/v1\/Account\/Users \|/);
  });
});
