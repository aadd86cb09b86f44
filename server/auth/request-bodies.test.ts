import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  deletionBodySchema,
  inviteBodySchema,
  registrationBodySchema,
  revokeParamsSchema,
  tokenParamsSchema,
} from './request-bodies';

describe('the auth request bodies', () => {
  it('read the fields each call names, and nothing else', () => {
    expect(
      bodyOf(tokenParamsSchema, {
        grant_type: 'refresh_token',
        refresh_token: 'r1',
        device_id: 'd1',
        extra: 1,
      }),
    ).toEqual({ grant_type: 'refresh_token', refresh_token: 'r1', device_id: 'd1' });
    expect(bodyOf(revokeParamsSchema, { token: 't', client_id: 'app' })).toEqual({
      token: 't',
      client_id: 'app',
    });
    expect(bodyOf(inviteBodySchema, { userName: 'sam@acme.test', roleID: 'r1' })).toEqual({
      userName: 'sam@acme.test',
      roleID: 'r1',
    });
  });

  it('read a text field of the wrong type as missing, so the call answers what it answers without it', () => {
    expect(bodyOf(deletionBodySchema, { confirmation: 42 })).toEqual({ confirmation: undefined });
    expect(bodyOf(tokenParamsSchema, { grant_type: ['authorization_code'] })?.grant_type).toBeUndefined();
    const registration = bodyOf(registrationBodySchema, { companyName: 5, subscriptionCode: 7 });
    expect(registration?.companyName).toBeUndefined();
    // The subscription code is checked against the codes, with its own message, by validateRegistration.
    expect(registration?.subscriptionCode).toBe(7);
  });

  it('read no body that is not an object', () => {
    for (const body of [null, undefined, 'grant_type=x', 3, ['a']])
      expect(bodyOf(tokenParamsSchema, body)).toBeNull();
  });
});
