import { contextOf, kindOf } from '../http/context.js';
import { isRoutePage, type PageContext, type PageHandler } from '../pages/pageHandler.js';
import type { Step } from './step.js';

/**
 * Everything else a browser loads: the route table, its guards (the platform's login check) and the area's HTML
 * shell, or a redirect (pages/pageHandler.ts). Another method than GET or HEAD is a 405 on a page and goes on to
 * "not found" anywhere else.
 */
export function pagesStep(deps: { pages: PageHandler }): Step {
  return {
    name: 'pages',
    applies: (req) => kindOf(req) === 'page' && (req.method === 'GET' || req.method === 'HEAD' || isRoutePage(req.url)),
    handle(req, res, next) {
      deps.pages(req, res, contextOf(req) as PageContext)?.catch(next);
    },
  };
}
