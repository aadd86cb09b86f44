import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every hub has one shape (docs/architecture.md, "The hub shape"): a pure flow with its test,
// its writes as commands each with a test beside it, and thin screens that make no write of
// their own. A hub that drifts from it fails here, by name.
const HUBS = join(import.meta.dirname, '..', '..', 'src', 'hubs');
const hubs = readdirSync(HUBS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const WRITE_CALL = /\b(?:createRecord|updateRecord|deleteRecord|restoreRecord)\s*\(/;

describe.each(hubs)('the %s hub', (hub) => {
  const dir = join(HUBS, hub);
  const files = filesOf(dir);

  it('derives its view in a pure flow with a test', () => {
    expect(existsSync(join(dir, 'flow.ts'))).toBe(true);
    expect(existsSync(join(dir, 'flow.test.ts'))).toBe(true);
    const flow = readFileSync(join(dir, 'flow.ts'), 'utf8');
    expect(flow).not.toMatch(/from '(react|react-dom|dexie|dexie-react-hooks|@mantine\/[a-z]+)'/);
  });

  it('has a test beside every command', () => {
    const commands = files.filter(
      (file) =>
        /\/commands\/[^/]+\.ts$/.test(file) &&
        !file.endsWith('.test.ts') &&
        /: Command<|satisfies Command<|Command<[^>]+> =/.test(readFileSync(file, 'utf8')),
    );
    expect(commands.length > 0 || !files.some((file) => file.includes('/commands/'))).toBe(true);
    const untested = commands.filter((file) => !existsSync(file.replace(/\.ts$/, '.test.ts')));
    expect(untested).toEqual([]);
  });

  it('makes no write from a component: every write is a command', () => {
    const writers = files.filter(
      (file) =>
        file.endsWith('.tsx') && !file.endsWith('.test.tsx') && WRITE_CALL.test(readFileSync(file, 'utf8')),
    );
    expect(writers).toEqual([]);
  });

  it('imports no other hub', () => {
    const crossing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+)([^'.][^']*)'/g)]
        .filter((match) => {
          const depth = (match[1] ?? '').length / 3;
          const within = file.slice(dir.length + 1).split('/').length - 1;
          return depth === within + 1 && !hubs.every((other) => !(match[2] ?? '').startsWith(`${other}/`));
        })
        .map((match) => `${file.slice(HUBS.length + 1)} → ${match[1]}${match[2]}`),
    );
    expect(crossing).toEqual([]);
  });
});
