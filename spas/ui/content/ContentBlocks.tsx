import type { Block, Section } from '../../../shared/content/contentBlocks.js';
import { InlineText } from './InlineText.js';

/** Paragraphs and bulleted lists of a client's content. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((b, i) =>
        typeof b === 'string' ? (
          <p key={i}>
            <InlineText text={b} />
          </p>
        ) : (
          <ul key={i}>
            {b.list.map((item, j) => (
              <li key={j}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** Each section a panel under its heading; `idPrefix` keeps the headings' ids unique on the page. */
export function ContentSections({ sections, idPrefix, level = 2 }: { sections: readonly Section[]; idPrefix: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((s, i) => (
        <section key={i} className="panel" aria-labelledby={`${idPrefix}-${i}`}>
          <Heading id={`${idPrefix}-${i}`}>
            <InlineText text={s.heading} />
          </Heading>
          <Blocks blocks={s.body} />
        </section>
      ))}
    </>
  );
}
