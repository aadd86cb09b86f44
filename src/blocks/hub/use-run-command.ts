import { useCallback } from 'react';
import { applyWrites } from '../../data/apply-writes';
import { useWritePath } from '../../data/data-context';
import { writesOf, type Command } from './command';

/**
 * The one place a command's writes are applied: runs a command on a state through the write path
 * and answers how many records changed (none when it is not enabled on that state). Screens whose
 * state a form hands over at the tap (a delivery's draft, a pickup's signature) call it directly;
 * useCommand binds it to the state the screen rendered.
 * @example const run = useRunCommand(); await run(completeDelivery, { stop, draft, now: new Date(), userID });
 */
export function useRunCommand(): <S>(command: Command<S>, state: S) => Promise<number> {
  const path = useWritePath();
  return useCallback((command, state) => applyWrites(path, writesOf(command, state)), [path]);
}
