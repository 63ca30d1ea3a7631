import type { Layout } from '../routes/routeTable.js';

/** docs/requirements.md#spec-9-constants and #spec-2-screens layout constants. */
export const SIDEBAR_WIDTH = '15rem';
export const MENU_SLIDE_MS = 300;

/** Which chrome a layout shows (docs/requirements.md#spec-2-screens "Layouts"). A route whose layout is none hides the sidebar. */
export const layoutParts = (layout: Layout): { header: boolean; footer: boolean; sidebar: boolean } => ({
  header: layout !== 'none',
  footer: layout === 'full',
  sidebar: layout === 'sidebar',
});
