/**
 * Side-effect import: puts <IdleSession/> into every layout through the UI kit's SessionExtras hook
 * point. Import once per area (its main.tsx), before the first render.
 */
import { registerSessionExtra } from '../SessionExtras.js';
import { IdleSession } from './IdleSession.js';

registerSessionExtra(IdleSession);
