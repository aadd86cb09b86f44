import type { TrainingRole } from '../../session/training-api';

/** localStorage key saying this browser is in training mode, and as whom (BT-prefixed like every app key). */
export const TRAINING_FLAG_KEY = 'BTtraining';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): FlagStorage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/**
 * The role training mode was entered as, or null outside training mode. Kept in localStorage
 * so a reload, or reopening the app, starts the in-browser services again.
 * @example trainingRoleOf(localStorage) // 'staff'
 */
export function trainingRoleOf(storage: FlagStorage | null = defaultStorage()): TrainingRole | null {
  const value = storage?.getItem(TRAINING_FLAG_KEY) ?? null;
  return value === 'staff' || value === 'customer' ? value : null;
}

/**
 * Whether training mode is on in this browser; read without loading anything of it.
 * @example if (isTrainingFlagSet()) await resumeTrainingIfActive();
 */
export function isTrainingFlagSet(storage: FlagStorage | null = defaultStorage()): boolean {
  return trainingRoleOf(storage) !== null;
}

/** Marks training mode on. */
export function setTrainingFlag(role: TrainingRole, storage: FlagStorage | null = defaultStorage()): void {
  storage?.setItem(TRAINING_FLAG_KEY, role);
}

/** Marks training mode off. */
export function clearTrainingFlag(storage: FlagStorage | null = defaultStorage()): void {
  storage?.removeItem(TRAINING_FLAG_KEY);
}
