import { createContext, useContext, type ReactNode } from '../../lib/react-deps.js';
import { isSafeHref, parseInline, type ContentFact } from '../../../shared/content/inlineText.js';
import { pathOf, routes, type Area } from '../../../shared/routes/routeTable.js';
import { AppLink } from '../AppLink.js';
import { useArea } from '../AreaContext.js';
import { NewTabLink, PhoneLink } from '../ContentParts.js';

/** What `{bank}`, `{phone}` and `{email}` stand for: the platform's answers (null while unknown). */
export interface ContentFacts {
  bank: string;
  phone: string | null;
  email: string | null;
}
export const ContentFactsContext = createContext<ContentFacts>({ bank: 'your bank', phone: null, email: null });

const HELP_PAGES = { '/contactUs': 'contactUs', '/faqs': 'faqs', '/privacy': 'privacy' } as const;

/** A help page named by its public path stays in the signed-in area the reader is in. */
export function helpHref(area: Area, href: string): string {
  const page = HELP_PAGES[href as keyof typeof HELP_PAGES];
  return page && (area === 'cardholder' || area === 'pa') ? pathOf(area, page) : href;
}

/** The documents that open without the portal's layout, in a tab of their own (the administrator guide, …). */
const VIEWER_PATHS: ReadonlySet<string> = new Set(routes.filter((r) => r.kind === 'page' && r.area === 'viewer').map((r) => r.path));

function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  const area = useArea();
  if (VIEWER_PATHS.has(href.split(/[?#]/)[0]!)) return <NewTabLink href={href}>{children}</NewTabLink>;
  if (href.startsWith('/')) return <AppLink href={helpHref(area, href)}>{children}</AppLink>;
  // Another site: it learns nothing of this page and cannot reach back into it.
  if (/^https?:/i.test(href))
    return (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    );
  return <a href={href}>{children}</a>;
}

function Fact({ fact }: { fact: ContentFact }) {
  const facts = useContext(ContentFactsContext);
  if (fact === 'bank') return <>{facts.bank}</>;
  if (fact === 'phone') return facts.phone ? <PhoneLink phone={facts.phone} /> : <>the number on the back of your card</>;
  return facts.email ? <a href={`mailto:${facts.email}`}>{facts.email}</a> : <>customer service</>;
}

/**
 * A client's inline text (shared/content/inlineText.ts) as React text nodes: its words can never become markup, and
 * a link is drawn only when its target is one a client may use.
 */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) => {
        switch (part.kind) {
          case 'text':
            return part.text;
          case 'strong':
            return <strong key={i}>{part.text}</strong>;
          case 'fact':
            return <Fact key={i} fact={part.fact} />;
          case 'link':
            return isSafeHref(part.href) ? (
              <ContentLink key={i} href={part.href}>
                {part.label}
              </ContentLink>
            ) : (
              part.label
            );
        }
      })}
    </>
  );
}
