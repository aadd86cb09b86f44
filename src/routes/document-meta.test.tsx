import { afterEach, describe, expect, it } from 'vitest';
import { applyRouteMetaTags } from './document-meta';

const content = (name: string) =>
  Array.from(document.head.querySelectorAll('meta[name]'))
    .filter((element) => element.getAttribute('name') === name)
    .map((element) => element.getAttribute('content'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyRouteMetaTags (guard step 1)', () => {
  it("replaces the previous route's tags with the next route's", () => {
    applyRouteMetaTags(document, { robots: 'noindex', 'og:title': 'Products' });
    applyRouteMetaTags(document, { 'og:title': 'Orders' });
    expect(content('robots')).toEqual([]);
    expect(content('og:title')).toEqual(['Orders']);
    applyRouteMetaTags(document, undefined);
    expect(content('og:title')).toEqual([]);
  });

  it('overrides a tag of the page while the route is open and gives it back afterwards', () => {
    document.head.innerHTML = '<meta name="description" content="Bulktrade">';
    applyRouteMetaTags(document, { description: 'The driver hub' });
    expect(content('description')).toEqual(['The driver hub']);
    applyRouteMetaTags(document, {});
    expect(content('description')).toEqual(['Bulktrade']);
  });
});
