import { notFound } from '../http/HttpError.js';
import type { Step } from './step.js';

/** What no step answered. */
export const notFoundStep = (): Step => ({ name: 'notFound', handle: (_req, _res, next) => next(notFound()) });
