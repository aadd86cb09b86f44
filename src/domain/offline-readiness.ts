/**
 * Whether a device can work with no network, in words a picker or driver understands. Ready
 * offline means both halves hold: the app shell is stored on the device and in control of the
 * page (its service worker active, its precache complete), and every record the screen needs
 * is in the mirror. Until then it says what is still loading; offline, it says what it lacks.
 */

/** The app shell on this device: not possible here, still being stored, or stored and in control. */
export type ShellState = 'unsupported' | 'storing' | 'stored';

export type OfflineReadinessInput = {
  shell: ShellState;
  /** Labels of the record kinds the screen needs that are not yet in the mirror ('deliveries'). */
  loading: readonly string[];
  /** Whether the mirror has been read yet (a first render has not). */
  known: boolean;
  online: boolean;
};

export type OfflineReadiness = {
  ready: boolean;
  /** One status: 'ready', 'preparing' (online, not yet ready) or 'offline' (no network). */
  tone: 'ready' | 'preparing' | 'offline';
  /** The badge's words. */
  words: string;
  /** What is still missing, for a screen reader and a tooltip; null when ready. */
  detail: string | null;
};

function missing({ shell, loading, known }: OfflineReadinessInput): string[] {
  const parts: string[] = [];
  if (shell === 'unsupported') parts.push('this browser cannot keep the app for offline use');
  else if (shell === 'storing') parts.push('storing the app');
  if (!known) parts.push('reading this device');
  else if (loading.length > 0) parts.push(`loading ${loading.join(', ')}`);
  return parts;
}

/**
 * The one readiness every hub and the shell show.
 * @example offlineReadiness({ shell: 'stored', loading: [], known: true, online: true }).words // 'Ready offline'
 * @example offlineReadiness({ shell: 'storing', loading: ['deliveries'], known: true, online: true }).detail // 'Storing the app, loading deliveries'
 */
export function offlineReadiness(input: OfflineReadinessInput): OfflineReadiness {
  const parts = missing(input);
  const ready = parts.length === 0;
  const detail = ready ? null : parts.join(', ').replace(/^./, (first) => first.toUpperCase());
  if (!input.online) {
    return ready
      ? { ready, tone: 'offline', words: 'Offline: working on this device', detail: null }
      : { ready, tone: 'offline', words: 'Offline: not ready', detail };
  }
  return ready
    ? { ready, tone: 'ready', words: 'Ready offline', detail: null }
    : { ready, tone: 'preparing', words: 'Getting ready offline…', detail };
}
