/** The product's name where no client brand applies (bare, welcome and apply-now hosts). */
export const PORTAL_NAME = 'Card Services';
/** What to call the client in copy and alt text: its display name, or the product's name on non-client hosts. */
export const brandDisplayName = (brand: { brandValueDisplay: string } | null | undefined): string =>
  brand?.brandValueDisplay ?? PORTAL_NAME;
/** docs/requirements.md#spec-1-product and #spec-8-errors: the not-found page (and an apex host) is titled exactly this. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * The document title of a page: `{page title} | {brand display name}`, or exactly 'Page Not Found'. One rule for
 * the gateway's HTML shell and the SPA's client-side navigation.
 */
export function pageTitle(page: { page: string; title: string } | null | undefined, brandName: string | null | undefined): string {
  if (!page || page.page === 'notFound') return NOT_FOUND_TITLE;
  return `${page.title} | ${brandName ?? PORTAL_NAME}`;
}
