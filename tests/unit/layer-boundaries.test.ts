import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The linter guards the layers: src/domain and sync/ import no framework.
// Each case writes a probe file into the guarded folder and runs the project's own lint config on it.
const root = join(import.meta.dirname, '..', '..');
const probes: string[] = [];

function lintProbe(folder: string, source: string) {
  const path = join(root, folder, `lint-probe-${process.pid}-${probes.length}.ts`);
  probes.push(path);
  mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(path, source);
  const result = spawnSync(join(root, 'node_modules', '.bin', 'oxlint'), ['--deny-warnings', path], {
    cwd: root,
    encoding: 'utf8',
  });
  return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const path of probes.splice(0)) rmSync(path, { force: true });
});

const forbidden = [
  {
    name: 'React',
    source: "import { useState } from 'react';\nexport const probe = useState;\n",
    says: 'free of React',
  },
  {
    name: 'react-dom',
    source: "import { createPortal } from 'react-dom';\nexport const probe = createPortal;\n",
    says: 'free of React',
  },
  {
    name: 'Dexie',
    source: "import Dexie from 'dexie';\nexport const probe = Dexie;\n",
    says: 'free of Dexie',
  },
  {
    name: 'dexie-react-hooks',
    source: "import { useLiveQuery } from 'dexie-react-hooks';\nexport const probe = useLiveQuery;\n",
    says: 'free of Dexie',
  },
  {
    name: 'Mantine',
    source: "import { Button } from '@mantine/core';\nexport const probe = Button;\n",
    says: 'free of Mantine',
  },
  {
    name: 'comlink',
    source: "import { expose } from 'comlink';\nexport const probe = expose;\n",
    says: 'free of comlink',
  },
  {
    name: 'Hono',
    source: "import { Hono } from 'hono';\nexport const probe = Hono;\n",
    says: 'free of Hono',
  },
];

describe('layer boundaries', () => {
  for (const folder of ['src/domain', 'sync']) {
    for (const { name, source, says } of forbidden) {
      it(`fails a change that imports ${name} into ${folder}`, () => {
        const { failed, output } = lintProbe(folder, source);
        expect(failed).toBe(true);
        expect(output).toContain(says);
      });
    }

    it(`passes pure code in ${folder}`, () => {
      const { failed, output } = lintProbe(
        folder,
        "import { round2 } from '" +
          (folder === 'sync' ? '../src/domain/money' : './money') +
          "';\nexport const probe = round2(1.005);\n",
      );
      expect(output).not.toContain('free of');
      expect(failed).toBe(false);
    });
  }

  it('lets the UI layer import React and Mantine', () => {
    const { output } = lintProbe(
      'src/app',
      "import { Button } from '@mantine/core';\nimport { useState } from 'react';\nexport const probe = [Button, useState];\n",
    );
    expect(output).not.toContain('free of');
  });
});
