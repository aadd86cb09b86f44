import { describe, expect, it } from 'vitest';
import { normaliseUserName, USER_NAME_INVISIBLE_MESSAGE } from './user-name';

describe('user names', () => {
  it('are kept in NFKC form, trimmed', () => {
    expect(normaliseUserName(' \uFF53\uFF41\uFF4D@acme.test ')).toEqual({
      ok: true,
      userName: 'sam@acme.test',
    });
    expect(normaliseUserName('ﬁona@acme.test')).toEqual({ ok: true, userName: 'fiona@acme.test' });
    expect(normaliseUserName('Sam@Acme.test')).toEqual({ ok: true, userName: 'Sam@Acme.test' });
  });

  it('are refused with zero-width, joiner, direction or soft-hyphen characters', () => {
    for (const invisible of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u202E', '\u00AD']) {
      expect(normaliseUserName(`sam${invisible}@acme.test`)).toEqual({
        ok: false,
        message: USER_NAME_INVISIBLE_MESSAGE,
      });
    }
  });
});
