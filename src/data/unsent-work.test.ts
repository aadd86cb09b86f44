import { describe, expect, it } from 'vitest';
import { sessionEndedMessage, waitingWorkMessage } from './unsent-work';

describe('unsent work messages', () => {
  it("names a colleague's waiting changes", () => {
    expect(waitingWorkMessage({ userID: 'u2', userName: 'sam@comp1.test', count: 2 })).toBe(
      '2 changes from sam@comp1.test not sent yet',
    );
  });

  it('tells a person whose session ran out what signing in again sends', () => {
    expect(sessionEndedMessage('me@comp1.test', 3)).toBe(
      'Your session ended: sign in again as me@comp1.test to send 3 changes',
    );
  });
});
