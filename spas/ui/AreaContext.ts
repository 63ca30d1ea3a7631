import { createContext, useContext } from '../lib/react-deps.js';
import type { Area } from '../../shared/routes/routeTable.js';
import type { SidebarEntry } from '../../shared/permissions/menus.js';

/** Which area SPA is running: links inside it route on the client, links elsewhere load the page. */
export const AreaContext = createContext<Area>('public');
export const useArea = (): Area => useContext(AreaContext);

/**
 * The pages of the signed-in user's menu (the logged-in areas' shell provides it from the docs/requirements.md#spec-6-permissions rules; null while
 * the facts load). An area's home lists them.
 */
export const MenuContext = createContext<readonly SidebarEntry[] | null>(null);
export const useMenuEntries = (): readonly SidebarEntry[] | null => useContext(MenuContext);
