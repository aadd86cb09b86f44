import 'fake-indexeddb/auto';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAINING_CALLBACK_PATH, trainingHandlers } from '../../../mocks/training-handlers';
import { trainingLogins } from '../../../mocks/training-logins';
import { createTrainingServices } from '../../../mocks/training-services';
import { memoryStorage } from '../../session/memory-storage';
import { createTrainingMode, type TrainingMocks } from './create-training-mode';
import { TRAINING_FLAG_KEY } from './training-flag';

const origin = 'http://training.test';
const services = createTrainingServices(new Date());
const handlers = trainingHandlers({ origin, services: () => services, wait: async () => undefined });

// The app's fetch as MSW would answer it in the browser, with no network behind it.
const trainingFetch: typeof fetch = async (input, init) =>
  (await getResponse(handlers, new Request(input, init))) ?? Response.error();

function openDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

function setUp(options: { failStart?: boolean } = {}) {
  const events: string[] = [];
  const local = memoryStorage({ BTsession: '{}', BTcosmetics: '{}', 'other-app': 'kept' });
  const session = memoryStorage({ BTsignIn: '{}', 'other-tab-key': 'kept' });
  let loads = 0;
  const mocks: TrainingMocks = {
    interceptor: {
      start: async ({ freshData }) => {
        events.push(`start fresh=${freshData}`);
        if (options.failStart === true) throw new Error('The training services could not start');
      },
      stop: async () => void events.push('stop'),
    },
    logins: trainingLogins(),
    callbackPath: TRAINING_CALLBACK_PATH,
  };
  const training = createTrainingMode({
    loadMocks: async () => {
      loads += 1;
      return mocks;
    },
    stores: () => ({ indexedDB, storages: [local, session] }),
    flagStorage: () => local,
    registerAppWorker: async () => void events.push('register app worker'),
    origin: () => origin,
    fetch: trainingFetch,
    now: () => new Date(),
  });
  return { training, events, local, session, loads: () => loads };
}

afterEach(async () => {
  await Promise.all(
    (await databaseNames()).map(
      (name) => new Promise((resolve) => (indexedDB.deleteDatabase(name).onsuccess = resolve)),
    ),
  );
});

describe('training mode', () => {
  it('enters by clearing stored data, starting fresh services and signing in as the staff training user', async () => {
    await openDatabase('bulktrade-mirror');
    const { training, events, local, session } = setUp();
    expect(training.isActive()).toBe(false);

    const signedIn = await training.enter('staff');

    expect(signedIn).toMatchObject({
      userName: 'training@bulktrade.app',
      isGlobalAdmin: true,
      isTraining: true,
    });
    expect(signedIn.token).not.toBe('');
    expect(await databaseNames()).toEqual([]);
    expect(local.getItem('BTsession')).toBeNull();
    expect(local.getItem('BTcosmetics')).toBeNull();
    expect(session.getItem('BTsignIn')).toBeNull();
    expect(local.getItem('other-app')).toBe('kept');
    expect(session.getItem('other-tab-key')).toBe('kept');
    expect(local.getItem(TRAINING_FLAG_KEY)).toBe('staff');
    expect(training.isActive()).toBe(true);
    expect(events).toEqual(['start fresh=true']);
  });

  it('makes one entry of two asked for at once (the start-up hook and the route guard)', async () => {
    const { training, events } = setUp();
    const [first, second] = await Promise.all([training.enter('staff'), training.enter('staff')]);
    expect(second).toBe(first);
    expect(events).toEqual(['start fresh=true']);
    // Once done, asking again is a new entry with fresh data.
    await training.enter('staff');
    expect(events).toEqual(['start fresh=true', 'start fresh=true']);
  });

  it('enters as the customer user for the customer demo', async () => {
    const { training, local } = setUp();
    const signedIn = await training.enter('customer');
    expect(signedIn).toMatchObject({ userName: 'mia@brunswickstespresso.com.au', isTraining: true });
    expect(local.getItem(TRAINING_FLAG_KEY)).toBe('customer');
  });

  it('leaves by stopping the training services, clearing stored data and making sure the app worker is registered', async () => {
    const { training, events, local } = setUp();
    await training.enter('staff');
    await openDatabase('bulktrade-mirror');
    local.setItem('BTsession', '{"training":true}');

    await training.leave();

    expect(events).toEqual(['start fresh=true', 'stop', 'register app worker']);
    expect(await databaseNames()).toEqual([]);
    expect(local.getItem('BTsession')).toBeNull();
    expect(local.getItem(TRAINING_FLAG_KEY)).toBeNull();
    expect(local.getItem('other-app')).toBe('kept');
    expect(training.isActive()).toBe(false);
  });

  it('leaves from a tab that never loaded the training services when the flag says training is on', async () => {
    const { training, events, local } = setUp();
    local.setItem(TRAINING_FLAG_KEY, 'staff');
    await training.leave();
    expect(events).toEqual(['stop', 'register app worker']);
    expect(training.isActive()).toBe(false);
  });

  it('leaves without loading the training services when training was never on', async () => {
    const { training, events, loads } = setUp();
    await training.leave();
    expect(loads()).toBe(0);
    expect(events).toEqual(['register app worker']);
  });

  it('undoes a failed entry: the flag goes and the app worker stays registered', async () => {
    const { training, events, local } = setUp({ failStart: true });
    await expect(training.enter('staff')).rejects.toThrow('The training services could not start');
    expect(local.getItem(TRAINING_FLAG_KEY)).toBeNull();
    expect(training.isActive()).toBe(false);
    expect(events).toEqual(['start fresh=true', 'stop', 'register app worker']);
  });

  it('starts the training services again on a reload only while the flag is set', async () => {
    const idle = setUp();
    await idle.training.resume();
    expect(idle.loads()).toBe(0);
    expect(idle.events).toEqual([]);

    const reloaded = setUp();
    reloaded.local.setItem(TRAINING_FLAG_KEY, 'staff');
    await reloaded.training.resume();
    expect(reloaded.events).toEqual(['start fresh=true']);
  });

  it('keeps stored data when the mocks cannot load (offline before they were cached)', async () => {
    await openDatabase('bulktrade-mirror');
    const local = memoryStorage({ BTsession: '{}' });
    const training = createTrainingMode({
      loadMocks: async () => {
        throw new Error('Failed to fetch dynamically imported module');
      },
      stores: () => ({ indexedDB, storages: [local] }),
      flagStorage: () => local,
      registerAppWorker: async () => undefined,
      origin: () => origin,
      fetch: trainingFetch,
      now: () => new Date(),
    });
    await expect(training.enter('staff')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await databaseNames()).toEqual(['bulktrade-mirror']);
    expect(local.getItem('BTsession')).toBe('{}');
  });
});
