/**
 * Whether what a screen shows from the mirror is all there is, or only what has arrived so far.
 * A new device's first pull takes seconds; until a section's first full pull is done, an empty
 * list means "not here yet", never "there is none". Pure: the hook (use-mirror-state.ts) reads
 * the sync state and hands it here.
 */

/** One section a screen reads: its label ('customer orders') and whether its first pull is done. */
export type MirrorSection = { name: string; label: string; pulled: boolean };

export type MirrorState = {
  /** 'loading' while the mirror is being read or a section's first pull is not done; then 'ready'. */
  state: 'loading' | 'ready';
  /** Labels of the sections still loading, in the order asked ('customer orders'). */
  loading: readonly string[];
  /** Sections whose first pull is done, of `total`. */
  done: number;
  total: number;
  /** The whole first pull's progress 0..1 while it runs and something is counted; else null. */
  progress: number | null;
  online: boolean;
};

export type MirrorStateInput = {
  /** The sections, or undefined while the sync state has not been read yet. */
  sections: readonly MirrorSection[] | undefined;
  online: boolean;
  /** The engine's first-pull progress (the status row), if it reported one. */
  firstPull?: { done: boolean; progress: number } | undefined;
};

/**
 * The screen's mirror state from its sections' first-pull flags.
 * @example mirrorState({ sections: [{ name: 'products', label: 'products', pulled: false }], online: true }).state // 'loading'
 */
export function mirrorState({ sections, online, firstPull }: MirrorStateInput): MirrorState {
  if (sections === undefined)
    return { state: 'loading', loading: [], done: 0, total: 0, progress: null, online };
  const loading = [...new Set(sections.filter((section) => !section.pulled).map((section) => section.label))];
  const done = sections.filter((section) => section.pulled).length;
  const running = firstPull !== undefined && !firstPull.done && firstPull.progress > 0;
  return {
    state: loading.length === 0 ? 'ready' : 'loading',
    loading,
    done,
    total: sections.length,
    progress: loading.length > 0 && running ? firstPull.progress : null,
    online,
  };
}

function listed(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * What a screen says while its records are not all here: what is loading and how far it got,
 * or, offline, that they come when the network is back. Never "none".
 * @example mirrorLoadingText({ state: 'loading', loading: ['stock items'], done: 1, total: 2, progress: 0.4, online: true }) // 'Loading stock items… (1 of 2 sections, 40%)'
 */
export function mirrorLoadingText(mirror: MirrorState): string {
  const what = mirror.loading.length > 0 ? listed(mirror.loading) : 'this device';
  if (mirror.loading.length === 0) return 'Reading this device…';
  if (!mirror.online) return `Not on this device yet: ${what} will load when the network is back.`;
  const parts: string[] = [];
  if (mirror.total > 1) parts.push(`${mirror.done} of ${mirror.total} sections`);
  if (mirror.progress !== null) parts.push(`${Math.round(mirror.progress * 100)}%`);
  return `Loading ${what}…${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}
