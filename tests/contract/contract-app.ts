import type { Hono } from 'hono';
import { afterAll, beforeEach } from 'vitest';
import { servedEntities } from '../../src/entities/derive/served-entities';
import type { EntityDefinition } from '../../src/entities/entity-definition';
import { ENTITIES, entityByName } from '../../src/entities/registry';
import { createApp, type AppDeps } from '../../server/app';
import type { Caller } from '../../server/http/caller';
import type { Store } from '../../server/store/store';
import type { SubscriptionCode } from '../../src/domain/subscriptions';

/** A JSON record as the services answer it. */
export type Json = Record<string, unknown>;

/** A call's answer: its status and its JSON body (null when empty). */
export type Answer = { status: number; body: Json };

/** What a contract test sends: a method, a path, and optionally a body (a string is sent as it is, for odd JSON). */
export type Call = (
  who: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>;

/**
 * Sends one request to an app and reads its answer. `authorization` is the whole header value
 * (null sends none); a string body goes as written (an attacker's odd JSON), anything else as JSON.
 * @example await requestJson(app, 'Bearer a', 'GET', '/api/v1/Products/getAll') // { status: 200, body: { data: [] } }
 */
export async function requestJson(
  app: Pick<Hono, 'request'>,
  authorization: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const sent: Record<string, string> = {
    ...(authorization === null ? {} : { Authorization: authorization }),
    ...headers,
  };
  const init: RequestInit = { method, headers: sent };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    sent['Content-Type'] = 'application/json';
  }
  const response = await app.request(path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

/**
 * A signed-in caller of a company with every permission, as the services' authenticate answers it.
 * @example contractCaller('compA', { subscriptionCode: 'CUST' }).companyAccountID // 'compA'
 */
export function contractCaller(
  company: string,
  overrides: Partial<Caller> & { subscriptionCode?: SubscriptionCode } = {},
): Caller {
  const subscriptionCode = overrides.subscriptionCode ?? 'SUPP';
  return {
    userID: `user-${company}`,
    userName: `${company}@example.com`,
    companyAccountID: company,
    permissions: 'everything.edit',
    isGlobalAdmin: false,
    subscriptionCode,
    subscriptionsInUse: subscriptionCode,
    expiresOn: '2099-01-01T00:00:00.000Z',
    company: {
      id: company,
      companyName: company,
      subscriptionCode,
      defaultTimeZone: 'Australia/Melbourne',
      isSuspended: false,
    },
    ...overrides,
  };
}

/** The pricing sections of the real registry that every contract app reads. */
export const REGISTRY_PRICING: AppDeps['pricing'] = {
  automaticLineItems: entityByName('automatic-line-items').section,
  locations: entityByName('locations').section,
};

export type ContractAppOptions = {
  /** Who may call, by the name sent as the bearer token ('Bearer a' signs in as callers.a). */
  callers: Readonly<Record<string, Caller>>;
  /** The served entities; the whole registry by default. */
  entities?: readonly EntityDefinition[];
  pricing?: AppDeps['pricing'];
  /** The accounting services a company may connect (none by default). */
  connectors?: AppDeps['connectors'];
  /** The services' clock; the app's own (now) when left out. */
  clock?: () => Date;
  /** Runs after each test's store and app are made: the records the tests start from. */
  seed?: (kit: { store: Store; seed: Seed }) => Promise<void>;
};

/** Puts one record straight into the store, as the services would have left it. */
export type Seed = (
  section: string,
  id: string,
  owner: string,
  data: Json,
  parties?: string[],
) => Promise<void>;

/** The app of one test, over its own store. */
export type ContractApp = {
  readonly store: Store;
  readonly app: Hono;
  /** Calls as a named caller (null: signed out). */
  call: Call;
  seed: Seed;
};

/**
 * The services over the registry for a contract suite, made anew for each test on a store of its
 * own (closed when the suite ends), with test callers signed in by name: call inside a describe.
 * New ids count new-1, new-2, ... in each test.
 * @example
 * const kit = contractApp(makeStore, { callers: { a: contractCaller('compA') } });
 * it('lists', async () => expect((await kit.call('a', 'GET', '/api/v1/Products/getAll')).status).toBe(200));
 */
export function contractApp(makeStore: () => Promise<Store>, options: ContractAppOptions): ContractApp {
  const opened: Store[] = [];
  let current: { store: Store; app: Hono } | null = null;
  const now = () => {
    if (current === null) throw new Error('contractApp is used before its beforeEach made the store');
    return current;
  };
  const seed: Seed = async (section, id, owner, data, parties = []) => {
    const result = await now().store.insert({
      section,
      id,
      companyAccountID: owner,
      parties,
      isInactive: false,
      data: { id, ...data },
    });
    if (!result.ok) throw new Error(`${section}/${id} is already seeded`);
  };

  beforeEach(async () => {
    const store = await makeStore();
    opened.push(store);
    let next = 0;
    const app = createApp({
      store,
      entities: options.entities ?? servedEntities(ENTITIES),
      pricing: options.pricing ?? REGISTRY_PRICING,
      newId: () => `new-${++next}`,
      ...(options.clock === undefined ? {} : { clock: options.clock }),
      ...(options.connectors === undefined ? {} : { connectors: options.connectors }),
      authenticate: async (header) => {
        const found = header?.startsWith('Bearer ')
          ? options.callers[header.slice('Bearer '.length)]
          : undefined;
        return found === undefined
          ? { ok: false, status: 401, message: 'Sign in to continue' }
          : { ok: true, caller: found };
      },
    });
    current = { store, app };
    await options.seed?.({ store, seed });
  });
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  return {
    get store() {
      return now().store;
    },
    get app() {
      return now().app;
    },
    call: (who, method, path, body, headers) =>
      requestJson(now().app, who === null ? null : `Bearer ${who}`, method, path, body, headers),
    seed,
  };
}
