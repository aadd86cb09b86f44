import type { Page } from '@playwright/test';

// What a tablet or phone needs of a hub's screen: every control a fingertip can hit (48 x 48 px)
// and nothing that shows only under a hovering pointer.

/** Controls in the page's main area smaller than a fingertip (48 x 48 px), described. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const hidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width < 2 ||
        box.height < 2 ||
        style.opacity === '0' ||
        style.visibility === 'hidden' ||
        element.closest('[aria-hidden="true"]') !== null
      );
    };
    const small: string[] = [];
    const controls = main.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], label[for]',
    );
    for (const control of controls) {
      if (control instanceof HTMLLabelElement) {
        // A label is the target only for a control drawn by it (a segmented control's hidden radio).
        const drawn = control.htmlFor === '' ? null : document.getElementById(control.htmlFor);
        if (drawn === null || !hidden(drawn)) continue;
      } else if (hidden(control)) {
        continue;
      }
      const box = control.getBoundingClientRect();
      if (box.width >= 47.5 && box.height >= 47.5) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      small.push(
        `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return small;
  });
}

/** Style rules that show, hide or enable something in the main area only under a hovering pointer. */
export async function hoverOnlyRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const found: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) walk((rule as CSSGroupingRule).cssRules);
        if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(':hover')) continue;
        if (
          !['display', 'visibility', 'opacity', 'pointer-events'].some(
            (property) => rule.style.getPropertyValue(property) !== '',
          )
        )
          continue;
        for (const selector of rule.selectorText.split(',').filter((part) => part.includes(':hover'))) {
          const base = selector.replace(/:hover/g, '').trim();
          try {
            if (base !== '' && main.querySelector(base) !== null) found.push(rule.cssText);
          } catch {
            // A selector this browser cannot query matches nothing here.
          }
        }
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        walk(sheet.cssRules);
      } catch {
        // A stylesheet from another origin cannot be read (there are none).
      }
    }
    return found;
  });
}
