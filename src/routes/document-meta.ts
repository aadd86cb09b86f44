// Marks the tags a route added, so the next navigation removes exactly those and no others.
const ADDED_ATTRIBUTE = 'data-route-meta';
// Keeps the page's own value of a tag a route overrode, to put it back afterwards.
const ORIGINAL_ATTRIBUTE = 'data-route-meta-original';

/**
 * Replaces the route-controlled meta tags (guard step 1): removes the previous route's and
 * adds this route's `<meta name=... content=...>`. A tag of index.html that a route names
 * shows the route's value while the route is open and its own value again afterwards.
 * @example applyRouteMetaTags(document, { description: 'Products list' })
 */
export function applyRouteMetaTags(doc: Document, tags: Readonly<Record<string, string>> | undefined): void {
  for (const element of Array.from(doc.head.querySelectorAll(`meta[${ADDED_ATTRIBUTE}]`))) element.remove();
  for (const element of Array.from(doc.head.querySelectorAll(`meta[${ORIGINAL_ATTRIBUTE}]`))) {
    element.setAttribute('content', element.getAttribute(ORIGINAL_ATTRIBUTE) ?? '');
    element.removeAttribute(ORIGINAL_ATTRIBUTE);
  }
  for (const [name, content] of Object.entries(tags ?? {})) {
    const existing = Array.from(doc.head.querySelectorAll('meta[name]')).find(
      (element) => element.getAttribute('name') === name,
    );
    if (existing !== undefined) {
      existing.setAttribute(ORIGINAL_ATTRIBUTE, existing.getAttribute('content') ?? '');
      existing.setAttribute('content', content);
      continue;
    }
    const element = doc.createElement('meta');
    element.setAttribute('name', name);
    element.setAttribute('content', content);
    element.setAttribute(ADDED_ATTRIBUTE, '');
    doc.head.append(element);
  }
}
