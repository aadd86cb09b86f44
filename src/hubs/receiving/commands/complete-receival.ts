import type { Command } from '../../../blocks/hub/command';
import type { MirrorRow } from '../../../data/mirror-row';
import { writes } from '../../../data/write';
import { receivalChanges, receivalProblems, type ReceivalDraft } from '../receival-flow';

export type CompleteReceivalState = {
  receival: MirrorRow<'receivals'>;
  draft: ReceivalDraft;
  temperatureNeeded: boolean;
  /** Count Every Receival: each item must be counted. */
  countRequired: boolean;
  now: Date;
  userID: string;
};

/** Complete Receival: the counts received, the deliverer's proof, and who received the goods when. */
export const completeReceival: Command<CompleteReceivalState> = {
  name: 'complete-receival',
  label: 'Complete Receival',
  isEnabled: ({ receival, draft, temperatureNeeded, countRequired }) =>
    receivalProblems(receival, draft, temperatureNeeded, countRequired).length === 0,
  perform: ({ receival, draft, now, userID }) => [
    writes.update('receivals', receival.id, receivalChanges(receival, draft, { now, userID })),
  ],
};
