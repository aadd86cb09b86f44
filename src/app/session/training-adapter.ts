import type { TrainingApi } from '../../session/training-api';
import { trainingMode } from '../training/training-mode';

// Training mode's switch (src/app/training/training-mode.ts) is part of the first page: main.tsx
// resumes it before the app's first request and the shell shows its banner. What weighs (MSW,
// the reference services and the canned data) loads only on entering it (its loadMocks), so a
// dynamic import here moved nothing out of the first chunk (Vite's INEFFECTIVE_DYNAMIC_IMPORT).

/**
 * Training mode. The guard enters it for isTraining=true; logout leaves it.
 * @example const training = await loadTrainingMode(); await training?.enter('staff');
 */
export async function loadTrainingMode(): Promise<TrainingApi | null> {
  return trainingMode;
}

/**
 * Whether a training implementation is part of this build (it always is).
 * @example if (!hasTrainingMode()) console.info('training mode is not built in')
 */
export function hasTrainingMode(): boolean {
  return true;
}
