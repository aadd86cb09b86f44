import { registerAppServiceWorker } from '../../blocks/pwa/register-app-service-worker';
import type { AppSession } from '../../session/session-context';
import { createTrainingMode, type TrainingMocks } from './create-training-mode';
import { honourTrainingQuery, type TrainingQueryOptions } from './training-query';

async function loadBrowserMocks(): Promise<TrainingMocks> {
  const mocks = await import('../../../mocks/browser');
  return {
    interceptor: mocks.createTrainingInterceptor(),
    logins: mocks.trainingLogins(),
    callbackPath: mocks.TRAINING_CALLBACK_PATH,
  };
}

/**
 * Training mode of this page: MSW's handlers and the reference services over the canned data, in the browser.
 * @example const session = await trainingMode.enter('customer'); adopt(session);
 */
export const trainingMode = createTrainingMode({
  loadMocks: loadBrowserMocks,
  stores: () => ({
    ...(typeof indexedDB === 'undefined' ? {} : { indexedDB }),
    storages: [localStorage, sessionStorage],
  }),
  flagStorage: () => (typeof localStorage === 'undefined' ? null : localStorage),
  registerAppWorker: registerAppServiceWorker,
  origin: () => location.origin,
  fetch: (input, init) => fetch(input, init),
  now: () => new Date(),
});

/**
 * Starts the training services again when the page (re)opens in training mode, before the app's first request.
 * Never throws: without it the app still opens, and its calls go to the network.
 * @example await resumeTrainingIfActive(); // first thing in main.tsx
 */
export async function resumeTrainingIfActive(): Promise<void> {
  try {
    await trainingMode.resume();
  } catch (error) {
    console.error('Training mode could not start its in-browser services.', error);
  }
}

/**
 * Honours the isTraining query flag of the page's address at start-up (see honourTrainingQuery):
 * isTraining=true enters training mode as staff, isTraining=false leaves it. A failure is logged,
 * not thrown (entering undoes itself), so start-up goes on.
 * @example void installTrainingQueryHook({ onEntered: adopt });
 */
export async function installTrainingQueryHook(
  options: TrainingQueryOptions & { search?: string } = {},
): Promise<AppSession | null> {
  try {
    return await honourTrainingQuery(options.search ?? location.search, trainingMode, options);
  } catch (error) {
    console.error('The isTraining query flag could not switch training mode.', error);
    return null;
  }
}
