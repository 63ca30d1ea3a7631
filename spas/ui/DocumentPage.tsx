import type { ReactNode } from '../lib/react-deps.js';

export interface DocSection {
  id: string;
  heading: ReactNode;
  body: ReactNode;
}

/**
 * A standalone document (no layout: these pages open in their own tab): title, print button, contents,
 * sections. The table of contents is a list of in-page links, usable with the keyboard.
 */
export function DocumentPage({
  title,
  intro,
  sections,
  updated,
}: {
  title: string;
  intro: ReactNode;
  sections: DocSection[];
  updated?: string;
}) {
  return (
    <article className="content-doc">
      <h1>{title}</h1>
      {updated ? <p className="content-note">{updated}</p> : null}
      <div className="content-doc-actions">
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          Print this page
        </button>
      </div>
      {intro}
      <nav className="panel content-toc" aria-labelledby="doc-contents">
        <h2 id="doc-contents">Contents</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id} tabIndex={-1}>
            {s.heading}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  );
}
