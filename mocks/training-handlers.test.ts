import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consignmentIdOf } from '../server/seed/training-consignments';
import { deliveryIdOf } from '../server/seed/training-journeys';
import { CUSTOMER_ORDER, TODAYS_RUN } from '../server/seed/training-orders';
import { PRODUCTS } from '../server/seed/training-products';
import { DEMO_LATENCY_MS, TRAINING_COMPANY_ID } from '../server/seed/training-types';
import { JOURNEY_ID } from '../server/seed/training-ids';
import { signInForTraining } from '../src/app/training/training-sign-in';
import { TRAINING_CALLBACK_PATH, trainingHandlers } from './training-handlers';
import { trainingLogins } from './training-logins';
import { createTrainingServices } from './training-services';

const origin = 'http://training.test';
const services = createTrainingServices(new Date());

// The demo latency is a wait the handlers ask for; the test holds each one and lets it go,
// so it sees the request parked before the services answer, without measuring time.
type Held = { ms: number; release: () => void };
const held: Held[] = [];
let holding = false;
const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    if (!holding) return resolve();
    held.push({ ms, release: resolve });
  });

const server = setupServer(...trainingHandlers({ origin, services: () => services, wait }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  holding = false;
  for (const hold of held.splice(0)) hold.release();
});
afterAll(() => server.close());

async function signIn(role: 'staff' | 'customer') {
  return signInForTraining(trainingLogins()[role], {
    origin,
    callbackPath: TRAINING_CALLBACK_PATH,
    fetch,
    now: () => new Date(),
  });
}

async function getJson(path: string, token: string | null): Promise<{ status: number; body: unknown }> {
  const response = await fetch(
    `${origin}${path}`,
    token === null ? {} : { headers: { Authorization: `Bearer ${token}` } },
  );
  return { status: response.status, body: await response.json() };
}

describe('training mode handlers', () => {
  it('hand an API request to the services only after the demo latency', async () => {
    const { token } = await signIn('staff');
    holding = true;
    let settled = false;
    const pending = fetch(`${origin}/api/v1/Products/getAll`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => {
      settled = true;
      return response;
    });
    await expect.poll(() => held.length).toBe(1);
    expect(held[0]?.ms).toBe(DEMO_LATENCY_MS);
    expect(settled).toBe(false);

    held.shift()?.release();
    const response = await pending;
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { productName: string }[] };
    expect(data.map((product) => product.productName)).toEqual(
      expect.arrayContaining(PRODUCTS.map((product) => product.productName)),
    );
  });

  it('delay the sign-in service the same way', async () => {
    holding = true;
    const pending = fetch(`${origin}/auth/v1/my-profile`);
    await expect.poll(() => held.length).toBe(1);
    held.shift()?.release();
    const response = await pending;
    // The services' own answer: nobody is signed in.
    expect(response.status).toBe(401);
  });

  it("sign the demo's staff user in without the form, as comp1's global admin", async () => {
    const session = await signIn('staff');
    expect(session).toMatchObject({
      userName: 'training@bulktrade.app',
      isGlobalAdmin: true,
      isTraining: true,
      subscriptionCode: 'SUPP',
    });
    const profile = await getJson('/auth/v1/my-profile', session.token);
    expect(profile.body).toMatchObject({ companyAccountID: TRAINING_COMPANY_ID });
  });

  it("answer the sync engine's batched pull as the sections' own changes calls", async () => {
    const { token } = await signIn('staff');
    const response = await fetch(`${origin}/api/v1/pull`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ sections: [{ section: 'Products', after: '0', count: true }], take: 5 }),
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { section: string; status: number; count: number; body: unknown }[];
    };
    const single = await getJson('/api/v1/Products/changes?after=0&take=5', token);
    expect(results[0]).toMatchObject({ section: 'Products', status: 200, body: single.body });
    expect(results[0]?.count).toBeGreaterThan(5);
  });

  it("sign the demo's customer user in, as a user of one of comp1's customers", async () => {
    const session = await signIn('customer');
    expect(session).toMatchObject({
      userName: 'mia@brunswickstespresso.com.au',
      isGlobalAdmin: false,
      isTraining: true,
    });
    expect(session.company?.companyName).toBe('Brunswick Street Espresso');
  });

  it('refuse a wrong training password with the sign-in page', async () => {
    const deps = { origin, callbackPath: TRAINING_CALLBACK_PATH, fetch, now: () => new Date() };
    await expect(
      signInForTraining({ userName: 'training@bulktrade.app', password: 'wrong' }, deps),
    ).rejects.toThrow('authorize answered HTTP 401');
  });

  it("answer a journey's GetConsignmentIDs with its consignments in stop order", async () => {
    const { token } = await signIn('staff');
    const answer = await getJson(
      `/api/v1/Courier/Journeys/GetConsignmentIDs/GetConsignmentIDs/${JOURNEY_ID}`,
      token,
    );
    expect(answer).toEqual({ status: 200, body: TODAYS_RUN.map(consignmentIdOf) });
  });

  it("answer a delivery's GetConsignmentIDs with its consignment", async () => {
    const { token } = await signIn('staff');
    const id = deliveryIdOf(CUSTOMER_ORDER.geelongTomorrow);
    const answer = await getJson(`/api/v1/Courier/Deliveries/get/GetConsignmentIDs?id=${id}`, token);
    expect(answer).toEqual({ status: 200, body: [consignmentIdOf(CUSTOMER_ORDER.geelongTomorrow)] });
  });

  it("answer a release's GetConsignmentIDs from the released delivery movement", async () => {
    const { token } = await signIn('staff');
    const id = deliveryIdOf(CUSTOMER_ORDER.fitzroyToday);
    const answer = await getJson(`/api/v1/Courier/Releases/GetConsignmentIDs/GetConsignmentIDs/${id}`, token);
    expect(answer).toEqual({ status: 200, body: [consignmentIdOf(CUSTOMER_ORDER.fitzroyToday)] });
  });

  it('answer GetConsignmentIDs with the services own errors: unknown ids, no token, another company', async () => {
    const staff = await signIn('staff');
    expect(
      (
        await getJson(
          '/api/v1/Courier/Journeys/GetConsignmentIDs/GetConsignmentIDs/no-such-journey',
          staff.token,
        )
      ).status,
    ).toBe(404);
    expect((await getJson('/api/v1/Courier/Deliveries/get/GetConsignmentIDs?id=', staff.token)).status).toBe(
      400,
    );
    expect(
      (await getJson(`/api/v1/Courier/Journeys/GetConsignmentIDs/GetConsignmentIDs/${JOURNEY_ID}`, null))
        .status,
    ).toBe(401);
    // A customer sees its own deliveries only: another customer's is not there for it.
    const customer = await signIn('customer');
    const otherCustomers = deliveryIdOf(CUSTOMER_ORDER.geelongTomorrow);
    expect(
      (await getJson(`/api/v1/Courier/Deliveries/get/GetConsignmentIDs?id=${otherCustomers}`, customer.token))
        .status,
    ).toBe(404);
  });

  it('leave every other address alone', async () => {
    const handlers = trainingHandlers({ origin, services: () => services, wait });
    for (const url of [
      `${origin}/assets/index.js`,
      `${origin}/`,
      `${origin}/api/v2/Products/getAll`,
      'http://elsewhere.test/api/v1/Products/getAll',
    ]) {
      expect(await getResponse(handlers, new Request(url))).toBeUndefined();
    }
    expect((await getResponse(handlers, new Request(`${origin}/api/v1/Products/getAll`)))?.status).toBe(401);
  });
});
