import { createContext, useContext } from '../lib/react-deps.js';
import type { Area } from '../../shared/routes/routeTable.js';

/** Which area SPA is running: links inside it route on the client, links elsewhere load the page. */
export const AreaContext = createContext<Area>('public');
export const useArea = (): Area => useContext(AreaContext);
