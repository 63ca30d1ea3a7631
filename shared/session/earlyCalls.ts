/**
 * The meeting point of the shell's first-round starter (firstRound.ts, run by the gateway's inline script) and the
 * HTTP client (http.ts): a window property of `fetch` promises by URL. Its own tiny module, so every area's client
 * carries the names without the first-round rules.
 */
export const FIRST_ROUND_GLOBAL = '__firstRound';
/** What the starter sends besides credentials; http.ts sends the same `Accept`. */
export const FIRST_ROUND_ACCEPT = 'application/json';
