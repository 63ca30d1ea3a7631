import type { ComponentType, ReactNode } from '../lib/react-deps.js';
import type { PageProps } from '../app/AreaApp.js';
import { AppLink } from './AppLink.js';

export interface PageCopy {
  heading: string;
  /** What the page is for, in the client's voice. */
  paragraphs: string[];
  links?: { label: string; href: string }[];
}

export function PageIntro({ heading, paragraphs, links, children }: PageCopy & { children?: ReactNode }) {
  return (
    <>
      <h1>{heading}</h1>
      <section className="panel" aria-label={heading}>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {links?.length ? (
          <ul className="link-list">
            {links.map((l) => (
              <li key={l.href}>
                <AppLink href={l.href}>{l.label}</AppLink>
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </section>
    </>
  );
}

/** A page made of a heading and its description (pages whose features arrive in later issues). */
export const describedPage = (copy: PageCopy): ComponentType<PageProps> =>
  function DescribedPage() {
    return <PageIntro {...copy} />;
  };

/** Builds a page map from copy: page id → component. */
export const describedPages = <K extends string>(copy: Record<K, PageCopy>): Record<K, ComponentType<PageProps>> =>
  Object.fromEntries(Object.entries<PageCopy>(copy).map(([id, c]) => [id, describedPage(c)])) as Record<K, ComponentType<PageProps>>;
