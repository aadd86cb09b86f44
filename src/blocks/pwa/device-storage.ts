/** The parts of navigator.storage the app uses (StorageManager), so tests can hand in fakes. */
export type StoragePort = {
  persist?(): Promise<boolean>;
  persisted?(): Promise<boolean>;
  estimate?(): Promise<StorageEstimate & { usageDetails?: { indexedDB?: number } }>;
};

/** This browser's storage manager, or undefined where there is none (older browsers, tests). */
export function browserStorage(): StoragePort | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.storage as StoragePort | undefined);
}

/** Whether the browser keeps this app's data until the person clears it. */
export type Persistence = 'persisted' | 'refused' | 'unsupported';

/**
 * Asks the browser to keep the app's data (the mirror and the unsent writes) instead of
 * clearing it when the device runs short of space. Asks only when not kept already.
 * @example await askPersistentStorage(navigator.storage) // 'persisted'
 */
export async function askPersistentStorage(storage: StoragePort | undefined): Promise<Persistence> {
  if (storage?.persist === undefined) return 'unsupported';
  try {
    if ((await storage.persisted?.()) === true) return 'persisted';
    return (await storage.persist()) ? 'persisted' : 'refused';
  } catch {
    return 'unsupported';
  }
}

/**
 * Whether a signed-in person is on a hub (a warehouse tablet, a driver's phone): the devices
 * that work offline for a whole shift, whose data must not be cleared.
 * @example isHubDevicePage(true, '/hub/driving') // true
 */
export function isHubDevicePage(signedIn: boolean, pathname: string): boolean {
  return signedIn && (pathname === '/hub' || pathname.startsWith('/hub/'));
}

/** What the device holds for the app and what the browser allows it, in bytes (null when unknown). */
export type StorageUse = {
  /** The mirror and the outbox (IndexedDB), or everything the app stores where the browser does not say. */
  mirror: number | null;
  /** Everything the app stores (mirror, stored app files). */
  total: number | null;
  /** What the browser allows this app. */
  quota: number | null;
  persistence: Persistence;
};

/**
 * Reads how much the app stores on this device and how much the browser allows.
 * @example const use = await readStorageUse(navigator.storage); use.quota // 2147483648
 */
export async function readStorageUse(storage: StoragePort | undefined): Promise<StorageUse> {
  let persistence: Persistence = 'unsupported';
  try {
    if (storage?.persisted !== undefined) persistence = (await storage.persisted()) ? 'persisted' : 'refused';
  } catch {
    persistence = 'unsupported';
  }
  try {
    const estimate = await storage?.estimate?.();
    const total = estimate?.usage ?? null;
    return {
      mirror: estimate?.usageDetails?.indexedDB ?? total,
      total,
      quota: estimate?.quota ?? null,
      persistence,
    };
  } catch {
    return { mirror: null, total: null, quota: null, persistence };
  }
}

/**
 * A size as people read it.
 * @example formatBytes(5_700_000) // '5.7 MB'
 */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} bytes` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/**
 * The settings page's rows about this device's storage.
 * @example storageRows({ mirror: 12e6, total: 18e6, quota: 2e9, persistence: 'persisted' })[0] // ['Offline Data', '12 MB']
 */
export function storageRows(use: StorageUse): [string, string][] {
  const size = (bytes: number | null) => (bytes === null ? 'Not known in this browser' : formatBytes(bytes));
  const share =
    use.total !== null && use.quota !== null && use.quota > 0
      ? ` (${Math.max(use.total / use.quota, 0).toLocaleString('en-AU', { style: 'percent', maximumFractionDigits: 1 })} used)`
      : '';
  return [
    ['Offline Data', size(use.mirror)],
    ['Everything Stored', size(use.total)],
    ['Browser Allows', `${size(use.quota)}${share}`],
    [
      'Kept On This Device',
      use.persistence === 'persisted'
        ? 'Yes: the browser keeps it until you clear it'
        : use.persistence === 'refused'
          ? 'Not promised: the browser may clear it when the device runs short of space'
          : 'Not known in this browser',
    ],
  ];
}
