import { randomUUID } from 'node:crypto';

/**
 * Shells rendered once and filled with each answer's CSP nonce (rendering the bootstrap and the page's
 * file list was most of a /login answer's own work). A template is the page rendered with a mark where the nonce
 * goes, cut at the marks; an answer is the pieces joined with its nonce.
 *
 * Templates are remembered per brand answer and per signed-in user (objects the brand cache and the login check
 * hand out, so a new brand answer or a new check is a new template, and a template goes with the answers it came
 * from), then by a key the caller makes of everything else the page shows.
 */
export interface ShellTemplate {
  readonly pieces: readonly string[];
  /** UTF-8 length of the pieces, without the nonces. */
  readonly bytes: number;
}

/** Where the nonce goes: no rendered page has it otherwise (a NUL and 122 random bits). */
const MARK = `\u0000${randomUUID()}\u0000`;

export function shellTemplate(render: (nonce: string) => string): ShellTemplate {
  const pieces = render(MARK).split(MARK);
  let bytes = 0;
  for (const piece of pieces) bytes += Buffer.byteLength(piece);
  return { pieces, bytes };
}

/** The answer's HTML and its length; the nonce is ASCII (base64). */
export function fillShell(template: ShellTemplate, nonce: string): { html: string; bytes: number } {
  return { html: template.pieces.join(nonce), bytes: template.bytes + (template.pieces.length - 1) * Buffer.byteLength(nonce) };
}

/** Keys for "no brand" (the apex, applynow) and "nobody signed in". */
const NONE = Object.freeze({});

export interface ShellTemplates {
  get(brand: object | null, user: object | null, key: string, render: (nonce: string) => string): ShellTemplate;
}

/**
 * `maxPerOwner` bounds the keys kept for one brand and user (a signed-in page's key carries its query): past it
 * that owner's templates are dropped and made again as asked for.
 */
export function createShellTemplates(maxPerOwner = 64): ShellTemplates {
  const byBrand = new WeakMap<object, WeakMap<object, Map<string, ShellTemplate>>>();
  return {
    get(brand, user, key, render) {
      const b = brand ?? NONE;
      const u = user ?? NONE;
      let byUser = byBrand.get(b);
      if (!byUser) byBrand.set(b, (byUser = new WeakMap()));
      let templates = byUser.get(u);
      if (!templates) byUser.set(u, (templates = new Map()));
      let template = templates.get(key);
      if (!template) {
        if (templates.size >= maxPerOwner) templates.clear();
        template = shellTemplate(render);
        templates.set(key, template);
      }
      return template;
    },
  };
}
