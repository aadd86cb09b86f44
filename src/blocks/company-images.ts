/** Folder of the cloud image store that holds company images (spec doc 2, section 2). */
export const COMPANY_LOGOS_FOLDER = 'company-logos';

/** The image kinds and their file-name suffixes. */
export const COMPANY_IMAGE_SUFFIXES = {
  logo: '-logo-lg',
  banner: '-banner',
  orderingBackground: '-ordering-background',
} as const;

export type CompanyImageKind = keyof typeof COMPANY_IMAGE_SUFFIXES;

/**
 * Address of a company's image: `{store}/company-logos/{companyID}{suffix}`.
 * @example companyImageUrl('https://images.example.com', 'comp1', 'logo') // 'https://images.example.com/company-logos/comp1-logo-lg'
 */
export function companyImageUrl(storeUrl: string, companyID: string, kind: CompanyImageKind): string {
  const base = storeUrl.endsWith('/') ? storeUrl.slice(0, -1) : storeUrl;
  return `${base}/${COMPANY_LOGOS_FOLDER}/${encodeURIComponent(companyID)}${COMPANY_IMAGE_SUFFIXES[kind]}`;
}
