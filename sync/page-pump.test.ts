import { describe, expect, it } from 'vitest';
import { createMemoryMirrorPort } from './memory-mirror-port';
import { pumpPages, type PagePump } from './page-pump';
import type { Transport } from './ports';
import type { PullEvent } from './pull-pages';
import type { SyncContext } from './sync-context';

// Rows per entity on a fake server whose cursors are row positions; pages of 2.
const ROWS: Record<string, number> = { Products: 5, Locations: 3, ProductGroups: 1 };

function answer(path: string, after: number, take: number): Response {
  const section = path.split('/').at(-2) ?? '';
  const total = ROWS[section] ?? 0;
  if (!(section in ROWS)) return Response.json({ message: 'Not here' }, { status: 404 });
  const data = Array.from({ length: Math.max(0, Math.min(take, total - after)) }, (_, index) => ({
    id: `${section}-${after + index + 1}`,
    rowVersion: 1,
  }));
  return Response.json({ data, cursor: String(after + data.length), hasMore: after + data.length < total });
}

type Gate = { transport: Transport; sent: string[]; waiting: number; release(): void };

/** A fake server; with `held` its answers wait until `release`. */
function fakeServer(held = false, fail: (path: string) => boolean = () => false): Gate {
  const sent: string[] = [];
  let releases: (() => void)[] = [];
  let open = !held;
  const gate: Gate = {
    sent,
    get waiting() {
      return releases.length;
    },
    release() {
      open = true;
      for (const release of releases.splice(0)) release();
    },
    async transport(request) {
      const url = new URL(request.url);
      sent.push(`${url.pathname}${url.search}`);
      if (!open) await new Promise<void>((resolve) => releases.push(resolve));
      if (fail(url.pathname)) throw new TypeError('Failed to fetch');
      return answer(
        url.pathname,
        Number(url.searchParams.get('after')),
        Number(url.searchParams.get('take')),
      );
    },
  };
  return gate;
}

function contextOf(transport: Transport): SyncContext {
  return {
    mirror: createMemoryMirrorPort(),
    transport,
    clock: { now: () => 0 },
    auth: () => ({ token: 't' }),
    baseUrl: 'http://bulktrade.test',
    pageSize: 2,
    isOnline: () => true,
    log: () => undefined,
  };
}

async function drain(pump: PagePump): Promise<PullEvent[]> {
  const events: PullEvent[] = [];
  for (let event = await pump.next(); event !== undefined; event = await pump.next()) events.push(event);
  return events;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const plans = ['products', 'locations', 'product-groups'].map((entity) => ({ entity, cursor: '0' }));

describe('pumpPages', () => {
  it("delivers every entity's pages, each entity's in cursor order, over several lanes", async () => {
    const events = await drain(pumpPages(contextOf(fakeServer().transport), plans, 2));
    const pagesOf = (entity: string) =>
      events.flatMap((event) => (event.kind === 'page' && event.page.entity === entity ? [event.page] : []));
    expect(pagesOf('products').map((page) => [page.cursor, page.complete])).toEqual([
      ['2', false],
      ['4', false],
      ['5', true],
    ]);
    expect(pagesOf('locations').map((page) => page.rows.map((row) => row.id))).toEqual([
      ['Locations-1', 'Locations-2'],
      ['Locations-3'],
    ]);
    expect(pagesOf('product-groups')).toHaveLength(1);
    expect(events.every((event) => event.kind === 'page')).toBe(true);
  });

  it('keeps one request in flight per lane at once', async () => {
    const server = fakeServer(true);
    const pump = pumpPages(contextOf(server.transport), plans, 3);
    await settle();
    expect(server.waiting).toBe(3);
    server.release();
    expect(await drain(pump)).toHaveLength(6);
  });

  it('fetches one page ahead of the one waiting to be taken, no further', async () => {
    const server = fakeServer();
    const pump = pumpPages(contextOf(server.transport), [{ entity: 'products', cursor: '0' }], 1);
    for (let tick = 0; tick < 5; tick += 1) await settle();
    expect(server.sent).toEqual([
      '/api/v1/Products/changes?after=0&take=2',
      '/api/v1/Products/changes?after=2&take=2',
    ]);
    const first = await pump.next();
    expect(first?.kind === 'page' && first.page.cursor).toBe('2');
    expect(pump.takeReady(10).map((page) => page.cursor)).toEqual(['4']);
    expect(await drain(pump)).toHaveLength(1);
  });

  it('stops every lane when the network is gone, but not for a section the user may not see', async () => {
    const offline = fakeServer(false, (path) => path.includes('Locations'));
    const stopped = await drain(pumpPages(contextOf(offline.transport), plans, 1));
    expect(stopped.at(-1)).toMatchObject({
      kind: 'stopped',
      entity: 'locations',
      result: { kind: 'retry', network: true },
    });
    expect(offline.sent.some((path) => path.includes('ProductGroups'))).toBe(false);

    const refused = await drain(
      pumpPages(contextOf(fakeServer().transport), [{ entity: 'customers', cursor: '0' }, ...plans], 1),
    );
    expect(refused[0]).toMatchObject({
      kind: 'stopped',
      entity: 'customers',
      result: { kind: 'unavailable' },
    });
    expect(refused.filter((event) => event.kind === 'page')).toHaveLength(6);
  });
});
