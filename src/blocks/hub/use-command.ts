import { useState } from 'react';
import { labelOf, type Command } from './command';
import { useRunCommand } from './use-run-command';

/** What a screen needs to show and run one command on the state it shows. */
export type CommandHandle = {
  label: string;
  enabled: boolean;
  /** Whether its writes are being saved on the device now. */
  running: boolean;
  run(): Promise<void>;
};

/**
 * A command bound to the screen's state: its label, whether it can run, and run, which hands
 * the command and that state to the one runner (use-run-command.ts).
 * @example const pick = useCommand(pickLine, state); <Button disabled={!pick.enabled} onClick={pick.run}>{pick.label}</Button>
 */
export function useCommand<S>(command: Command<S>, state: S): CommandHandle {
  const runCommand = useRunCommand();
  const [running, setRunning] = useState(false);
  return {
    label: labelOf(command, state),
    enabled: !running && command.isEnabled(state),
    running,
    async run() {
      setRunning(true);
      try {
        await runCommand(command, state);
      } finally {
        setRunning(false);
      }
    },
  };
}
