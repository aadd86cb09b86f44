import { useCallback } from 'react';
import { applyWrites } from '../../data/apply-writes';
import { useWritePath } from '../../data/data-context';
import { writesOf, type Command } from './command';

/**
 * Runs a command on a state known only at the tap (a row's quantity, a scanned code), where
 * useCommand's one bound state does not serve: the writes go through the write path.
 * @example const run = useRunCommand(); run(setPickedQuantity, { ...pick, quantity: row.picked + 1 });
 */
export function useRunCommand(): <S>(command: Command<S>, state: S) => Promise<void> {
  const path = useWritePath();
  return useCallback(
    async <S>(command: Command<S>, state: S) => {
      await applyWrites(path, writesOf(command, state));
    },
    [path],
  );
}
