import cookieParser from 'cookie-parser';
import { kindOf } from '../http/context.js';
import type { Step } from './step.js';

/** The browser's cookies, read for the page guards (the login check, the 'Back to Banno' origin). */
export const cookiesStep = (): Step => ({ name: 'cookies', applies: (req) => kindOf(req) === 'page', handle: cookieParser() });
