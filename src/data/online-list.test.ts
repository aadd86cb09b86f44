import { describe, expect, it } from 'vitest';
import { fetchOlderPage, fetchOnlineRecord, OfflineReadError } from './online-list';

const archives = { service: 'CourierArchiving', section: 'Courier/DeliveryArchives' } as const;
const held = { field: 'deliveredOn', from: '2026-08-29T00:00:00.000Z', days: 90 };

function answering(status: number, body: unknown, seen: Request[] = []) {
  return {
    token: 'tok',
    origin: 'https://app.example/',
    fetch: async (request: Request) => {
      seen.push(request);
      return new Response(JSON.stringify(body), { status });
    },
  };
}

describe('reading older records online', () => {
  it("asks the services' list for what is older than the device keeps, newest first, page after page", async () => {
    const seen: Request[] = [];
    const deps = answering(200, { data: [{ id: 'a1' }, { nope: true }], nextCursor: 'c2' }, seen);
    const page = await fetchOlderPage(archives, held, deps, {
      searchString: ' Noah ',
      after: 'c1',
      take: 50,
    });
    expect(page).toEqual({ rows: [{ id: 'a1' }], next: 'c2' });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/Courier/DeliveryArchives/getAll');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'deliveredOn < "2026-08-29T00:00:00.000Z"',
      sortBy: 'deliveredOn',
      sortDirection: 'desc',
      takeAmount: '50',
      searchString: 'Noah',
      takeAfter: 'c1',
    });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
    // The last page names no next cursor.
    expect(
      (await fetchOlderPage(archives, held, answering(200, { data: [] }), { after: null, take: 50 })).next,
    ).toBeNull();
  });

  it('tells a missing connection from a refusal, and a record the services do not have from one they do', async () => {
    const offline = {
      token: 't',
      origin: 'https://app.example',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    await expect(fetchOlderPage(archives, held, offline, { after: null, take: 50 })).rejects.toBeInstanceOf(
      OfflineReadError,
    );
    await expect(fetchOnlineRecord(archives, offline, 'a1')).rejects.toBeInstanceOf(OfflineReadError);
    await expect(
      fetchOlderPage(archives, held, answering(403, { message: 'You may not see deliveries.' }), {
        after: null,
        take: 50,
      }),
    ).rejects.toThrow('You may not see deliveries.');
    expect(await fetchOnlineRecord(archives, answering(404, { message: 'Not found' }), 'a9')).toBeNull();
    expect(
      await fetchOnlineRecord(archives, answering(200, { id: 'a1', receiverName: 'Noah' }), 'a1'),
    ).toEqual({
      id: 'a1',
      receiverName: 'Noah',
    });
  });
});
