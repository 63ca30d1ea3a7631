/**
 * The inline text of a client's content (the client asset area's `content/*.json`): plain text with three marks and
 * nothing else, so a client's words can never become markup or script.
 *
 *   [label](target)   a link: https://…, http://…, mailto:…, tel:… or a path on this site (/faqs)
 *   **words**         strong
 *   {bank} {phone} {email}
 *                     the client's display name, customer service number and email as the platform answers them
 *
 * The gateway refuses a file whose text has raw HTML, another link scheme or an unknown `{name}`; the browser renders
 * what this parser gives as React text and checks every link target again, whatever the file says.
 */

export const CONTENT_FACTS = ['bank', 'phone', 'email'] as const;
export type ContentFact = (typeof CONTENT_FACTS)[number];

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'fact'; fact: ContentFact };

const isFact = (name: string): name is ContentFact => (CONTENT_FACTS as readonly string[]).includes(name);

/**
 * Where a client's link may go: the web (http, https), an email or a phone number, or a page of this site
 * (a path from its root; `//host` is another site and is refused).
 */
export function isSafeHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\\<>"'`]/.test(href) || /[\u0000-\u001f\u007f]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  return /^(https?:\/\/[^/?#]+|mailto:[^/?#]+@[^/?#]+|tel:\+?[0-9().-]{3,})/i.test(href);
}

const MARK = /\[([^\]\n]{1,200})\]\(([^()\s]{1,2000})\)|\*\*([^*\n]{1,500})\*\*|\{([a-zA-Z]{1,20})\}/g;

/** The text split into its parts; anything that is not a well-formed mark stays text (and is shown as typed). */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  const text = (t: string) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.text += t;
    else out.push({ kind: 'text', text: t });
  };
  let at = 0;
  for (const m of source.matchAll(MARK)) {
    text(source.slice(at, m.index));
    at = m.index + m[0].length;
    const [whole, label, href, strong, fact] = m;
    if (label !== undefined && href !== undefined) {
      if (isSafeHref(href)) out.push({ kind: 'link', label, href });
      else text(label);
    } else if (strong !== undefined) out.push({ kind: 'strong', text: strong });
    else if (fact !== undefined && isFact(fact)) out.push({ kind: 'fact', fact });
    else text(whole);
  }
  text(source.slice(at));
  return out;
}

/** What is wrong with a piece of inline text, in an editor's words; null when nothing is. */
export function inlineProblem(source: string): string | null {
  if (/<\s*[a-zA-Z!/?]/.test(source)) return 'HTML is not allowed: write plain text, [label](link) for a link and **words** for bold';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(source)) return 'control characters are not allowed';
  for (const m of source.matchAll(MARK)) {
    const [, label, href, , fact] = m;
    if (label !== undefined && href !== undefined && !isSafeHref(href)) {
      return `the link "${href.slice(0, 80)}" is not allowed: links may be https://, http://, mailto:, tel: or a path on this site starting with /`;
    }
    if (fact !== undefined && !isFact(fact)) return `{${fact}} is not a known name: use ${CONTENT_FACTS.map((f) => `{${f}}`).join(', ')}`;
  }
  if (source.replace(MARK, '').includes(']('))
    return 'a link could not be read: write [label](target), with no spaces or brackets in the target';
  return null;
}

/** The text as plain words (a link's label, a fact's value or `fallback`): for labels that cannot hold links. */
export function plainText(source: string, facts: Partial<Record<ContentFact, string | null>>): string {
  return parseInline(source)
    .map((p) => (p.kind === 'link' ? p.label : p.kind === 'fact' ? (facts[p.fact] ?? '') : p.text))
    .join('');
}
