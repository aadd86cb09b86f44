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

/** The chain by which `entry` reaches `key` statically, or undefined when it does not. */
function reacher(entry: string): (key: string) => string[] | undefined {
  const graph = staticGraph(resolve(entry));
  return (key) =>
    [...graph.entries()]
      .find(([file]) => file === key || file.endsWith(key))?.[1]
      .map((file) => file.replace(`${process.cwd()}/`, ''));
}

describe("the first page's static imports", () => {
  const reached = reacher('src/main.tsx');

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

// Issue 25 §4: what every signed-in page loads after the first chunk. The registry read the
// rule words and the scheduled action kinds from the modules that use them, and so brought the
// cron library and point-in-polygon to every phone. (Time zones stay on date-fns-tz, the
// library the product's owner chose: about 9 KB gzipped that a signed-in page loads.)
describe("the entity registry's static imports", () => {
  const reached = reacher('src/entities/registry.ts');

  it.each(['package:croner', 'package:@turf/boolean-point-in-polygon', 'src/domain/order-pricing.ts'])(
    'do not reach %s',
    (module) => {
      expect(reached(module)).toBeUndefined();
    },
  );

  it('reach its generated parts, not the definitions they are made from (the walk itself works)', () => {
    expect(reached('src/entities/entity-forms.ts')).toBeDefined();
    expect(reached('src/entities/definitions/products.ts')).toBeUndefined();
  });
});

// Issue 25 §4: a signed-in page's data layer (the mirror, its lists' queries, the sync client)
// reads the mirror entries and never the whole registry: the form fields (entity-forms.ts, about
// 7 KB gzipped) load with the forms and lists that show them, the record schemas when a row
// arrives, and neither with a hub's first page.
describe("the data layer's static imports", () => {
  it.each(['src/app/data/app-data-layer.ts', 'src/data/use-records.ts', 'src/data/use-mirror-state.ts'])(
    '%s reaches neither the registry nor the record schemas',
    (entry) => {
      const reached = reacher(entry);
      expect(reached('src/entities/registry.ts')).toBeUndefined();
      expect(reached('src/entities/entity-forms.ts')).toBeUndefined();
      expect(reached('src/entities/entity-schemas.ts')).toBeUndefined();
      expect(reached('src/entities/mirror-entries.ts')).toBeDefined();
    },
  );
});

// Issue 25 §4: the driver's hub opens on the journey list; one journey's view, the pickups' view,
// the stop's and the pickup's forms (quantities, signature, handover) and the failed-record
// tooltip (floating-ui) load when shown.
describe("the driver's hub's static imports", () => {
  const reached = reacher('src/hubs/driving/screen.tsx');

  it.each([
    'src/hubs/driving/JourneyView.tsx',
    'src/hubs/driving/PickupView.tsx',
    'src/hubs/driving/StopForm.tsx',
    'src/hubs/driving/PickupForm.tsx',
    'src/blocks/SyncFailedTooltip.tsx',
    'src/entities/registry.ts',
  ])('do not reach %s', (module) => {
    expect(reached(module)).toBeUndefined();
  });

  it('reach the journey list (the walk itself works)', () => {
    expect(reached('src/hubs/driving/JourneyList.tsx')).toBeDefined();
  });
});
