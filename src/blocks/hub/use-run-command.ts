import { useCallback } from 'react';
import { applyWrites } from '../../data/apply-writes';
import { useWritePath } from '../../data/data-context';
import { writesOf, type Command } from './command';

/**
 * Runs a command on a state made at the moment of the tap, for the commands whose state a form
 * hands over when it is submitted (a delivery's draft, a pickup's signature) rather than the one
 * the screen rendered (useCommand). Answers how many records changed; none when it is not enabled.
 * @example const run = useRunCommand(); await run(completeDelivery, { stop, draft, now: new Date(), userID });
 */
export function useRunCommand(): <S>(command: Command<S>, state: S) => Promise<number> {
  const path = useWritePath();
  return useCallback((command, state) => applyWrites(path, writesOf(command, state)), [path]);
}
