import { describe, expect, it } from 'vitest';
import { isScreenLoadError, ScreenLoadError } from './screen-chunk';

describe('isScreenLoadError', () => {
  it('tells a screen whose code or styles could not load from a screen that failed', () => {
    expect(isScreenLoadError(new ScreenLoadError('This screen could not load.'))).toBe(true);
    expect(
      isScreenLoadError(
        new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js'),
      ),
    ).toBe(true);
    expect(isScreenLoadError(new Error('Unable to preload CSS for http://localhost/assets/a.css'))).toBe(
      true,
    );
    expect(isScreenLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isScreenLoadError('offline')).toBe(false);
  });
});
