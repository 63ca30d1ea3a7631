import type { Layout } from '../routes/routeTable.js';

/** Spec §9 / §2 layout constants. */
export const SIDEBAR_WIDTH = '15rem';
export const MENU_SLIDE_MS = 300;

/** Which chrome a layout shows (spec §2 "Layouts"). A route whose layout is none hides the sidebar. */
export const layoutParts = (layout: Layout): { header: boolean; footer: boolean; sidebar: boolean } => ({
  header: layout !== 'none',
  footer: layout === 'full',
  sidebar: layout === 'sidebar',
});
