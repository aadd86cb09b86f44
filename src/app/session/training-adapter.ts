import type { TrainingApi } from '../../session/training-api';

type TrainingModule = { trainingMode?: TrainingApi };

// Training mode's implementation (src/app/training/training-mode.ts, exporting `trainingMode`)
// is loaded lazily, so MSW and the canned data never weigh on the first paint. The glob finds
// nothing while the module does not exist yet, and then training mode is simply unavailable.
const candidates = import.meta.glob<TrainingModule>('../training/training-mode.ts');

/**
 * Training mode, or null when this build has none. The guard enters it for isTraining=true;
 * logout leaves it.
 * @example const training = await loadTrainingMode(); await training?.enter('staff');
 */
export async function loadTrainingMode(): Promise<TrainingApi | null> {
  for (const load of Object.values(candidates)) {
    const module = await load();
    if (module.trainingMode !== undefined) return module.trainingMode;
  }
  return null;
}

/**
 * Whether a training implementation is part of this build (known without loading it).
 * @example if (!hasTrainingMode()) console.info('training mode is not built in')
 */
export function hasTrainingMode(): boolean {
  return Object.keys(candidates).length > 0;
}
