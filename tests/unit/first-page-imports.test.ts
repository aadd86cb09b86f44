import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The first page (home, sign-in) loads what src/main.tsx imports statically, in one chunk
// (vite.config.ts). Twice a shell component reading the mirror brought Dexie and the whole
// entity registry into it (+60 KB gzipped for every visitor): the mirror, the registry and
// the heavy libraries load with the data layer's and the screens' own chunks, never statically.

const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module src/main.tsx reaches by static value imports, with the chain that reached it. */
function staticGraph(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file.startsWith('package:')) continue;
    const chain = chains.get(file) ?? [];
    for (const match of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const specifier = match[1] ?? '';
      const target = specifier.startsWith('.')
        ? resolveLocal(file, specifier)
        : `package:${specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/')}`;
      if (target === null || chains.has(target)) continue;
      chains.set(target, [...chain, target]);
      queue.push(target);
    }
  }
  return chains;
}

describe("the first page's static imports", () => {
  const graph = staticGraph(resolve('src/main.tsx'));
  const reached = (key: string) =>
    [...graph.entries()]
      .find(([file]) => file === key || file.endsWith(key))?.[1]
      .map((file) => file.replace(`${process.cwd()}/`, ''));

  it.each([
    'package:dexie',
    'src/entities/registry.ts',
    'package:croner',
    'package:date-fns-tz',
    'package:recharts',
    'package:leaflet',
    'package:jspdf',
    'package:@floating-ui/react',
  ])('do not reach %s', (module) => {
    expect(reached(module)).toBeUndefined();
  });

  it('reach the app shell (the walk itself works)', () => {
    expect(reached('src/app/shell/AppShell.tsx')).toBeDefined();
    expect(reached('package:@mantine/core')).toBeDefined();
  });
});
