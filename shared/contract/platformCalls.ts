import { isPlatformCall, type PlatformCall } from './platformCall.js';
import * as authentication from './authentication.js';
import * as company from './company.js';
import * as rewards from './rewards.js';
import * as user from './user.js';
import * as virtualCards from './virtualCards.js';

/**
 * Every call the portal makes to the card platform, each defined once beside its schemas (`*Call` exports of the
 * contract modules). The sandbox serves exactly these, the contract document is generated from them, and the
 * conformance checker validates a platform's answers against them. Browser code imports a module's own calls, never
 * this list (it would carry every schema into every area).
 */
const modules: readonly Record<string, unknown>[] = [authentication, company, rewards, user, virtualCards];

export const PLATFORM_CALLS: readonly PlatformCall[] = modules.flatMap((m) => Object.values(m).filter(isPlatformCall));
