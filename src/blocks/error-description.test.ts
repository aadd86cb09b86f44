import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorDescription } from './error-description';

describe('errorDescription', () => {
  it('uses the message of an Error', () => {
    expect(errorDescription(new Error('Network down'))).toBe('Network down');
  });

  it("joins the message, the errors list, the response message and raw data with ' | '", () => {
    expect(
      errorDescription({
        message: 'Save failed',
        errors: ['Name is required', { message: 'Price must be set' }],
        response: { data: 'Conflict' },
      }),
    ).toBe('Save failed | Name is required | Price must be set | Conflict');
    expect(
      errorDescription({ message: 'Request failed', response: { data: { message: 'Stale rowVersion' } } }),
    ).toBe('Request failed | Stale rowVersion');
  });

  it('reads an errors object of field → messages and a data body without a response wrapper', () => {
    expect(
      errorDescription({
        errors: { name: ['Field is required'], email: 'Email must be valid' },
        data: 'Bad Request',
      }),
    ).toBe('Field is required | Email must be valid | Bad Request');
  });

  it('keeps a plain string error as it is and drops repeats', () => {
    expect(errorDescription('Could not reach the server')).toBe('Could not reach the server');
    expect(errorDescription({ message: 'Same', response: { data: 'Same' } })).toBe('Same');
  });

  it("says 'hmmm no error was supplied' when nothing is supplied", () => {
    for (const empty of [undefined, null, '', {}, new Error(''), { message: '  ', errors: [] }]) {
      expect(errorDescription(empty)).toBe('hmmm no error was supplied');
    }
  });

  it('never throws and never returns an empty description, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(errorDescription(value).length).toBeGreaterThan(0);
      }),
    );
  });
});
