import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Training mode runs the services in the browser (MSW hands requests to app.fetch over a
// memory store), so everything they import must be web-standard: no node: modules, no
// database drivers. This walks the import graph from the browser entry points.
const root = join(import.meta.dirname, '..', '..');
const entries = ['server/services.ts', 'server/seed/seed-store.ts', 'server/store/memory-store.ts'];
const forbidden = [
  /^node:/,
  /^pg$/,
  /^@electric-sql\/pglite/,
  /^@hono\/node-server/,
  /^fs$/,
  /^path$/,
  /^crypto$/,
];

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
}

function walk(): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = entries.map((entry) => join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) {
        const base = resolve(dirname(file), specifier);
        queue.push(existsSync(`${base}.ts`) ? `${base}.ts` : join(base, 'index.ts'));
      } else packages.set(specifier, file.slice(root.length + 1));
    }
  }
  return { files, packages };
}

describe('services in the browser', () => {
  it('import nothing that only runs under Node', () => {
    const { files, packages } = walk();
    expect(files.size).toBeGreaterThan(20);
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['hono', 'valibot', 'jose']));
    const offenders = [...packages].filter(([name]) => forbidden.some((pattern) => pattern.test(name)));
    expect(offenders).toEqual([]);
  });
});
