import type { AppSession } from './session-context';

/** The two ways into the demo (spec: 'try as a customer' and 'train staff'). */
export type TrainingRole = 'customer' | 'staff';

/**
 * Training mode's surface for the shell, implemented in src/app/training by the PWA and
 * training work: entering and leaving both clear stored data (Dexie databases, BT keys).
 */
export type TrainingApi = {
  /** Clears stored data, starts the in-browser services, signs in as comp1's training user (or a customer user). */
  enter(role: TrainingRole): Promise<AppSession>;
  /** Clears stored data, stops the in-browser services. */
  leave(): Promise<void>;
  isActive(): boolean;
};
