import { describe, expect, it } from 'vitest';
import { sessionEndedMessage, unsentWorkOf, waitingWorkMessage } from './unsent-work';

const mine = { userID: 'u1', companyAccountID: 'comp1', userName: 'me@comp1.test' };
const colleague = { userID: 'u2', companyAccountID: 'comp1', userName: 'sam@comp1.test' };
const stranger = { userID: 'u3', companyAccountID: 'comp2', userName: 'eve@comp2.test' };
const entries = [mine, colleague, colleague, stranger];

describe('unsentWorkOf', () => {
  it("shows an administrator their own count and their colleague's set-aside changes, never another company's", () => {
    const work = unsentWorkOf(entries, {
      userID: 'u1',
      companyAccountID: 'comp1',
      permissions: 'users.edit',
    });
    expect(work.own).toBe(1);
    expect(work.others).toEqual([{ userID: 'u2', userName: 'sam@comp1.test', count: 2 }]);
    expect(work.others.map(waitingWorkMessage)).toEqual(['2 changes from sam@comp1.test not sent yet']);
  });

  it('shows someone who is not an administrator only their own', () => {
    expect(
      unsentWorkOf(entries, { userID: 'u1', companyAccountID: 'comp1', permissions: 'products.edit' }),
    ).toEqual({ own: 1, others: [] });
  });

  it("never shows another company's administrator anything of comp1's", () => {
    expect(
      unsentWorkOf(entries, { userID: 'u9', companyAccountID: 'comp2', permissions: 'everything.edit' })
        .others,
    ).toEqual([{ userID: 'u3', userName: 'eve@comp2.test', count: 1 }]);
  });

  it('tells a person whose session ran out what signing in again sends', () => {
    expect(sessionEndedMessage('me@comp1.test', 3)).toBe(
      'Your session ended: sign in again as me@comp1.test to send 3 changes',
    );
  });
});
