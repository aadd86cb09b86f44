/** One link of the drawer on the home and demo screens. */
export type MarketingAnchor = {
  readonly label: string;
  /** Where it goes: a section of the home page ('/#pricing') or a page ('/demo'). */
  readonly href: string;
  /** The home page section it scrolls to; pages have none. */
  readonly sectionId: string | null;
};

function section(label: string, sectionId: string): MarketingAnchor {
  return { label, href: sectionId === 'home' ? '/' : `/#${sectionId}`, sectionId };
}

/**
 * The anchors of spec doc 1, section 2, in order. The home page gives each section the id.
 * @example MARKETING_ANCHORS.map((anchor) => anchor.label).at(-1) // 'Demo'
 */
export const MARKETING_ANCHORS: readonly MarketingAnchor[] = [
  section('Home', 'home'),
  section('Online Ordering', 'online-ordering'),
  section('Inventory', 'inventory'),
  section('Delivery', 'delivery'),
  section('Pricing', 'pricing'),
  section('Features', 'features'),
  section('Sign Me Up', 'sign-me-up'),
  section('Get The App', 'get-the-app'),
  { label: 'Demo', href: '/demo', sectionId: null },
];

/**
 * The home page section an anchor id names, or null for an unknown one.
 * @example anchorBySection('pricing')?.label // 'Pricing'
 */
export function anchorBySection(sectionId: string): MarketingAnchor | null {
  return MARKETING_ANCHORS.find((anchor) => anchor.sectionId === sectionId) ?? null;
}
