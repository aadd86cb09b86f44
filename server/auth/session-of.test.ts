import { describe, expect, it } from 'vitest';
import type { RecordRow, RecordWrite } from '../store/store';
import { companyRecord, userRecord } from './account-records';
import { sessionOf } from './session-of';

function row(write: RecordWrite, extra: Record<string, unknown> = {}): RecordRow {
  return { ...write, data: { ...write.data, ...extra }, rowVersion: 1, seq: 1 };
}

const user = row(
  userRecord({ id: 'u1', userName: 'sam@acme.test', permissions: 'packer', isGlobalAdmin: false }, 'c1'),
);

describe('sessionOf', () => {
  it('builds the caller from the user and company records', () => {
    const company = row(companyRecord({ id: 'c1', companyName: 'Acme', subscriptionCode: 'CUST' }));
    expect(sessionOf(user, company, '2030-01-01T00:00:00.000Z')).toEqual({
      userID: 'u1',
      userName: 'sam@acme.test',
      companyAccountID: 'c1',
      permissions: 'packer',
      isGlobalAdmin: false,
      subscriptionCode: 'CUST',
      subscriptionsInUse: 'CUST',
      expiresOn: '2030-01-01T00:00:00.000Z',
      company: {
        id: 'c1',
        companyName: 'Acme',
        accountName: 'Acme',
        primaryEmail: null,
        subscriptionCode: 'CUST',
        defaultTimeZone: 'Australia/Melbourne',
        isSuspended: false,
        reasonForSuspension: null,
      },
    });
  });

  it("uses the company's own subscriptionsInUse list when it has one (text or array)", () => {
    const text = row(
      companyRecord({
        id: 'c1',
        companyName: 'Acme',
        subscriptionCode: 'SUPP',
        subscriptionsInUse: 'SUPP,COUR',
      }),
    );
    expect(sessionOf(user, text, 'x').subscriptionsInUse).toBe('SUPP,COUR');
    const list = row(companyRecord({ id: 'c1', companyName: 'Acme', subscriptionCode: 'SUPP' }), {
      subscriptionsInUse: ['SUPP', 'CUST'],
    });
    expect(sessionOf(user, list, 'x').subscriptionsInUse).toBe('SUPP,CUST');
  });

  it('treats an unknown subscription code as none', () => {
    const company = row(companyRecord({ id: 'c1', companyName: 'Acme', subscriptionCode: null }), {
      subscriptionCode: 'GOLD',
    });
    const session = sessionOf(user, company, 'x');
    expect(session.subscriptionCode).toBeNull();
    expect(session.subscriptionsInUse).toBe('');
  });
});
