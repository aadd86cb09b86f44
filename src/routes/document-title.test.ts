import { describe, expect, it } from 'vitest';
import { appVariant, DEFAULT_TITLES, documentTitle } from './document-title';

describe('document titles (guard step 1)', () => {
  it('has a default title for the web, training and sandbox variants', () => {
    expect(DEFAULT_TITLES).toEqual({
      web: 'Bulktrade',
      training: 'Bulktrade Training',
      sandbox: 'Bulktrade Sandbox',
    });
  });

  it("puts the route's title before the variant's default title", () => {
    expect(documentTitle('Products', 'web')).toBe('Products | Bulktrade');
    expect(documentTitle('Driver Hub', 'training')).toBe('Driver Hub | Bulktrade Training');
    expect(documentTitle('', 'web')).toBe('Bulktrade');
    expect(documentTitle('  ', 'sandbox')).toBe('Bulktrade Sandbox');
  });

  it('picks the variant: training mode, then a sandbox host or build, else web', () => {
    expect(appVariant({ isTraining: true, hostname: 'sandbox.bulktrade.app' })).toBe('training');
    expect(appVariant({ isTraining: false, hostname: 'sandbox.bulktrade.app' })).toBe('sandbox');
    expect(appVariant({ isTraining: false, hostname: 'localhost', sandboxBuild: true })).toBe('sandbox');
    expect(appVariant({ isTraining: false, hostname: 'app.bulktrade.app' })).toBe('web');
    expect(appVariant({ isTraining: false, hostname: 'my-sandbox.example' })).toBe('web');
  });
});
