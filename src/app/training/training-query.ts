import type { AppSession } from '../../session/session-context';
import type { TrainingApi } from '../../session/training-api';

/** The query flag that selects training mode (spec doc 1, route guard step 3). */
export const TRAINING_QUERY_FLAG = 'isTraining';

export type TrainingQueryOptions = {
  /** Receives the training session (the shell adopts it). */
  onEntered?: (session: AppSession) => void;
  onLeft?: () => void;
};

/**
 * Acts on the isTraining query flag: isTraining=true enters training mode as staff when it is
 * not on yet; isTraining=false leaves it when it is on; anything else does nothing.
 * Answers the new session, if one was made.
 * @example await honourTrainingQuery('?isTraining=true', trainingMode, { onEntered: adopt })
 */
export async function honourTrainingQuery(
  search: string,
  training: TrainingApi,
  options: TrainingQueryOptions = {},
): Promise<AppSession | null> {
  const flag = new URLSearchParams(search).get(TRAINING_QUERY_FLAG);
  if (flag === 'true' && !training.isActive()) {
    const session = await training.enter('staff');
    options.onEntered?.(session);
    return session;
  }
  if (flag === 'false' && training.isActive()) {
    await training.leave();
    options.onLeft?.();
  }
  return null;
}
