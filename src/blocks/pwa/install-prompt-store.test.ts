import { describe, expect, it } from 'vitest';
import { createInstallPromptStore } from './install-prompt-store';

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  let prompted = 0;
  Object.assign(event, {
    prompt: async () => {
      prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return { event, prompted: () => prompted };
}

describe('the install prompt store', () => {
  it("keeps the browser's offer instead of the browser's own banner, and shows it once on install", async () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(() => target);
    store.listen();
    expect(store.getSnapshot().canInstall).toBe(false);

    const offer = installOffer('accepted');
    target.dispatchEvent(offer.event);
    expect(offer.event.defaultPrevented).toBe(true);
    expect(store.getSnapshot().canInstall).toBe(true);

    await store.getSnapshot().install();
    expect(offer.prompted()).toBe(1);
    expect(store.getSnapshot().canInstall).toBe(false);
    await store.getSnapshot().install();
    expect(offer.prompted()).toBe(1);
  });

  it('forgets the offer once the app is installed', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(() => target);
    store.listen();
    target.dispatchEvent(installOffer('dismissed').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(store.getSnapshot().canInstall).toBe(false);
  });

  it('listens once however often it is asked, and tells subscribers of each change', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(() => target);
    store.listen();
    store.listen();
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    target.dispatchEvent(installOffer('dismissed').event);
    expect(notified).toBe(1);
    unsubscribe();
    target.dispatchEvent(new Event('appinstalled'));
    expect(notified).toBe(1);
  });

  it('ignores an event that is no install offer', () => {
    const target = new EventTarget();
    const store = createInstallPromptStore(() => target);
    store.listen();
    const plain = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(store.getSnapshot().canInstall).toBe(false);
  });
});
