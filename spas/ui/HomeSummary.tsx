import type { ReactNode } from '../lib/react-deps.js';
import { brandName, user } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { AppLink } from './AppLink.js';
import { useMenuEntries } from './AreaContext.js';
import { ShownTogether } from './ShownTogether.js';
import { UserSummary } from './UserSummary.js';

const NOT_LISTED = new Set(['home', 'company', 'holdingCompany']);

/**
 * An area's home: who is signed in, the area's data panels, and where each page of the menu is.
 * `pending`: the home's first round of data is not all in; the panels are shown together once it is (ShownTogether).
 * `headingPending`: the heading itself comes with that data (a company's name): until it is in, only the loading state
 * shows, since a stand-in heading of another length would move everything under it once the name arrived (on a phone a
 * long name takes two lines).
 */
export function HomeSummary({
  heading,
  intro,
  pending = false,
  headingPending = false,
  children,
}: {
  heading: string;
  intro: string;
  pending?: boolean;
  headingPending?: boolean;
  children?: ReactNode;
}) {
  const u = useSignalValue(user);
  const name = useSignalValue(brandName);
  const entries = useMenuEntries();
  const sections = (entries ?? []).filter((e) => !NOT_LISTED.has(e.id) && !e.newTab && !e.external);
  return (
    // Hidden, not left out, while the heading is pending: the panels' calls start at once all the same.
    <ShownTogether pending={headingPending} label="Loading your account…">
      <h1>{heading}</h1>
      <p>{intro.replace('{brand}', name)}</p>
      {u ? (
        <section className="panel" aria-labelledby="signed-in-as">
          <h2 id="signed-in-as">Signed in as</h2>
          <UserSummary />
        </section>
      ) : null}
      <ShownTogether pending={pending} label="Loading your account…">
        {children}
        {sections.length ? (
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
        ) : null}
      </ShownTogether>
    </ShownTogether>
  );
}
