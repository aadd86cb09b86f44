import { describe, expect, it } from 'vitest';
import { inviteBody, inviteProblems } from './invite-form';

describe('the invite form', () => {
  it('needs a valid email, the sign-in of the invited person', () => {
    expect(inviteProblems({ userName: '', firstName: '', lastName: '', roleID: '' })).toEqual({
      userName: 'Email is required',
    });
    expect(inviteProblems({ userName: 'sam@', firstName: '', lastName: '', roleID: '' })).toEqual({
      userName: 'Email must be valid',
    });
    expect(
      inviteProblems({ userName: ' sam@acme.com.au ', firstName: '', lastName: '', roleID: '' }),
    ).toEqual({});
  });

  it('sends trimmed values and leaves blanks out, a role only when picked', () => {
    expect(
      inviteBody({ userName: ' sam@acme.com.au ', firstName: 'Sam ', lastName: '', roleID: '' }),
    ).toEqual({ userName: 'sam@acme.com.au', firstName: 'Sam' });
    expect(inviteBody({ userName: 'sam@acme.com.au', firstName: '', lastName: '', roleID: 'r1' })).toEqual({
      userName: 'sam@acme.com.au',
      roleID: 'r1',
    });
  });
});
