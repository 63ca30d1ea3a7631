import { serialiseBootstrap, BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '../../../shared/bootstrap.js';
import type { AreaEntry } from '../assets/manifest.js';
import type { Area } from '../../../shared/routes/routeTable.js';
import { pageTitle } from '../../../shared/routes/pageTitle.js';
import { pagesLoadedWith } from '../../../shared/session/cardholderHome.js';
import { firstRoundScript } from '../../../shared/session/firstRound.js';
import { cdnClient } from '../../../shared/brand/cdn.js';
import { escapeHtml } from './escapeHtml.js';
import { headerFrame } from './headerFrame.js';

/** The shell's title (shared/routes/pageTitle.ts: the same rule as the SPA's navigation). */
export const documentTitle = (bootstrap: Bootstrap): string => pageTitle(bootstrap.page, bootstrap.brand?.brandValueDisplay);

/** The start of every page the gateway renders, up to and including the title. */
const headStart = (title: string): string[] => [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex">',
  `<title>${escapeHtml(title)}</title>`,
];

/**
 * A lazy page's own files (the build's manifest), which its shell preloads so they load with the area's code rather
 * than after it has run and routed; the offer watcher every cardholder login passes also gets the home it
 * goes on to. The login page warms the same files for each home (homeFiles.ts).
 */
export function pageFiles(area: AreaEntry, areaName: Area, page: string): string[] {
  return [...new Set(pagesLoadedWith(areaName, page).flatMap((p) => area.pages[p] ?? []))];
}

/**
 * The HTML shell of an area SPA, rendered per request with the request's CSP nonce. `firstRound`: the signed-in
 * page's first calls (shared/session/firstRound.ts), begun by an inline script ahead of everything else in the head,
 * so they run while the styles and the area's code load.
 */
export function renderShell(options: { bootstrap: Bootstrap; area: AreaEntry; nonce: string; firstRound?: readonly string[] }): string {
  const { bootstrap, area, nonce, firstRound = [] } = options;
  const cdn = `/cdn/${cdnClient(bootstrap.brand?.brand)}`;
  const n = escapeHtml(nonce);
  const lines = [
    ...headStart(documentTitle(bootstrap)),
    ...(firstRound.length ? [`<script nonce="${n}">${firstRoundScript(firstRound)}</script>`] : []),
    `<link rel="icon" href="${escapeHtml(cdn)}/favicon.svg" type="image/svg+xml">`,
    ...area.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    `<link rel="stylesheet" href="${escapeHtml(cdn)}/theme.css">`,
    ...area.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    // After the area's own code (which paints the page's frame); fetched now all the same, not once that code has run.
    ...pageFiles(area, bootstrap.page.area, bootstrap.page.page).map(
      (href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`,
    ),
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json" nonce="${n}">${serialiseBootstrap(bootstrap)}</script>`,
    `<script type="module" src="${escapeHtml(area.js)}" nonce="${n}"></script>`,
    '</head>',
    '<body>',
    // The header, painted from the HTML while the area's code loads; the area's first render replaces it.
    `<div id="root">${headerFrame(bootstrap)}</div>`,
    '<noscript>This site needs JavaScript. Please turn it on in your browser and reload the page.</noscript>',
    '</body>',
    '</html>',
    '',
  ];
  return lines.join('\n');
}

/** A plain error page (no script, no reflection of request data); `retry` adds a 'Try again' link that reloads the same address (503s). */
export function renderErrorPage(options: { status: number; title: string; message: string; requestId: string; retry?: boolean }): string {
  return [
    ...headStart(options.title),
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(options.title)}</h1>`,
    `<p>${escapeHtml(options.message)}</p>`,
    options.retry ? '<p><a href="">Try again</a></p>' : '',
    options.requestId ? `<p><small>Reference: ${escapeHtml(options.requestId)}</small></p>` : '',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
