/**
 * Brings a home page section into view below the app bar and moves focus to it, so keyboard
 * and screen reader users land where the anchor pointed. 'home' or no id scrolls to the top.
 * Motion is instant when the user asks for reduced motion. Returns whether the target exists.
 * @example scrollToSection(document, 'pricing')
 */
export function scrollToSection(doc: Document, sectionId: string | null): boolean {
  const view = doc.defaultView;
  const reduced = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
  const target = sectionId === null || sectionId === '' ? null : doc.getElementById(sectionId);
  if (target === null) {
    if (sectionId === null || sectionId === '' || sectionId === 'home') {
      if (typeof view?.scrollTo === 'function') view.scrollTo({ top: 0, behavior });
      return true;
    }
    return false;
  }
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ behavior, block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}
