import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detailTargetID } from './detail-target';

describe('which record a bespoke detail screen shows', () => {
  it("in a list's detail blade, the blade's record (the route is the list's and has no id)", () => {
    expect(detailTargetID({ routeID: undefined, blade: { data: { id: 'sco-1' } } })).toBe('sco-1');
    expect(detailTargetID({ routeID: 'other', blade: { data: { id: 'sco-1' } } })).toBe('sco-1');
  });

  it("a blade's New (or a blade without an id) creates", () => {
    expect(detailTargetID({ routeID: undefined, blade: { data: { id: 'new' } } })).toBe('new');
    expect(detailTargetID({ routeID: undefined, blade: { data: {} } })).toBe('new');
  });

  it("on its own page, the route's :id, and 'new' without one", () => {
    expect(detailTargetID({ routeID: 'inv-7', blade: null })).toBe('inv-7');
    expect(detailTargetID({ routeID: undefined, blade: null })).toBe('new');
  });
});

describe('bespoke detail screens', () => {
  const hubs = resolve(__dirname, '../hubs');
  const details = readdirSync(hubs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(hubs, folder.name))
        .filter((file) => file.endsWith('.detail.tsx'))
        .map((file) => join(hubs, folder.name, file)),
    );

  // The detail file and the hub's own modules it imports (the screen it delegates to).
  function screenFiles(file: string): string[] {
    const source = readFileSync(file, 'utf8');
    const local = [...source.matchAll(/from '\.\/([\w-]+)'/g)].map((match) =>
      join(dirname(file), `${match[1]}.tsx`),
    );
    return [file, ...local.filter((path) => existsSync(path))];
  }

  it('exist (the list blades open them)', () => {
    expect(details.length).toBeGreaterThan(5);
  });

  it.each(details.map((file) => [file.slice(hubs.length + 1), file]))(
    "%s reads its record's id for the route and the list's blade alike (useDetailTarget / useDetailID)",
    (_name, file) => {
      const reading = screenFiles(file).filter((path) => /useParams\(/.test(readFileSync(path, 'utf8')));
      expect(reading).toEqual([]);
    },
  );
});
