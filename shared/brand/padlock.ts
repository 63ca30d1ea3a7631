/**
 * The padlock of 'This page is secure' (docs/requirements.md#spec-2-screens header), drawn by the SPA's header and by the gateway's header frame
 * painted from the HTML before the code runs: one drawing, so the two can't differ.
 */
export const PADLOCK = {
  width: 14,
  height: 16,
  viewBox: '0 0 14 16',
  path: 'M7 0a4 4 0 0 0-4 4v3H2a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-1V4a4 4 0 0 0-4-4Zm-2 4a2 2 0 1 1 4 0v3H5V4Z',
} as const;
