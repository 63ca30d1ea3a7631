import type { ReactNode } from '../lib/react-deps.js';
import { brandName, user } from '../../shared/session/store.js';
import { useSignalValue } from '../../shared/session/react.js';
import { AppLink } from './AppLink.js';
import { UserSummary } from './UserSummary.js';
import type { PageCopy } from './DescribedPage.js';
import type { MenuEntry } from '../../shared/permissions/menus.js';
import { matchRoute } from '../../shared/routes/routeTable.js';

export interface HomeSummaryProps {
  heading: string;
  intro: string;
  sections: { label: string; href: string; description: string }[];
  children?: ReactNode;
}

/** An area's home: who is signed in, and where each part of the area is. */
export function HomeSummary({ heading, intro, sections, children }: HomeSummaryProps) {
  const u = useSignalValue(user);
  const name = useSignalValue(brandName);
  return (
    <>
      <h1>{heading}</h1>
      <p>{intro.replace('{brand}', name)}</p>
      {u ? (
        <section className="panel" aria-labelledby="signed-in-as">
          <h2 id="signed-in-as">Signed in as</h2>
          <UserSummary />
        </section>
      ) : null}
      {children}
      <section className="panel" aria-labelledby="in-this-area">
        <h2 id="in-this-area">In your account</h2>
        <ul className="link-list">
          {sections.map((s) => (
            <li key={s.href}>
              <AppLink href={s.href}>{s.label}</AppLink> — {s.description}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** Home-page sections from an area's menu, described with the pages' own copy. */
export function sectionsFrom(items: readonly MenuEntry[], copy: Record<string, PageCopy>): HomeSummaryProps['sections'] {
  return items
    .filter((m) => m.id !== 'home' && m.id !== 'company' && !m.newTab && !m.external)
    .map((m) => {
      const r = matchRoute(m.href.split('?', 1)[0]!)?.route;
      const page = r?.kind === 'page' ? r.page : '';
      return { label: m.label, href: m.href, description: copy[page]?.paragraphs[0] ?? '' };
    });
}
