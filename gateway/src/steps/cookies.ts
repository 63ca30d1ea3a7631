import cookieParser from 'cookie-parser';
import { kindOf } from '../http/context.js';
import type { Step, StepHandler } from './step.js';

// cookie-parser reads `req.headers.cookie` and sets `req.cookies`: Node's request is all it needs (its types say Express's).
const parseCookies = cookieParser() as unknown as StepHandler;

/** The browser's cookies, read for the page guards (the login check, the 'Back to Banno' origin). */
export const cookiesStep = (): Step => ({ name: 'cookies', applies: (req) => kindOf(req) === 'page', handle: parseCookies });
