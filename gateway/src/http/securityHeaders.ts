import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The security headers of every answer outside /api, worked out by helmet once at start (issue 21: helmet
 * ran its whole middleware chain per request). helmet stays the one place the policy is written; what it
 * sets is captured with a placeholder for the CSP nonce, and each answer gets the captured headers with its
 * own nonce put in. Files (/assets, /cdn) get the same headers with no nonce in the CSP: nothing inline runs
 * in an SVG opened on its own.
 */

const NONCE_MARK = 'NONCE0PLACEHOLDER';

const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", () => `'nonce-${NONCE_MARK}'`],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
} satisfies Parameters<typeof helmet>[0];

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

export interface SecurityHeaders {
  /** Sets the headers of a page answer; `nonce` goes into the CSP's script-src. */
  applyPage(res: ServerResponse, nonce: string): void;
  /** The headers of a file answer (no nonce), to be written with the file's own. */
  readonly forFiles: HeaderList;
}

/** Runs helmet once against a recording response. */
function captureHelmet(): Array<[string, string]> {
  const captured: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      captured.push([name, String(value)]);
    },
    removeHeader() {},
    getHeader() {
      return undefined;
    },
  };
  let failure: unknown;
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return captured;
}

export function createSecurityHeaders(): SecurityHeaders {
  const captured = captureHelmet();
  const csp = captured.find(([name]) => name.toLowerCase() === 'content-security-policy');
  if (!csp || csp[1].split(NONCE_MARK).length !== 2) throw new Error('helmet did not produce a CSP with one nonce');
  const [before, after] = csp[1].split(NONCE_MARK) as [string, string];
  const others = captured.filter((h) => h !== csp);
  const fileCsp = csp[1].replace(` 'nonce-${NONCE_MARK}'`, '');
  return {
    applyPage(res, nonce) {
      for (const [name, value] of others) res.setHeader(name, value);
      res.setHeader(csp[0], before + nonce + after);
    },
    forFiles: [...others, [csp[0], fileCsp]],
  };
}
