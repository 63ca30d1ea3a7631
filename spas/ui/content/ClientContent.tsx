import '../styles/content.css';
import { useContext, type ReactNode } from '../../lib/react-deps.js';
import type { ContentOf, ContentPiece } from '../../../shared/content/contentPieces.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { useClientContent } from '../../lib/useClientContent.js';
import { DataState } from '../DataSection.js';
import { ContentFactsContext, type ContentFacts } from './InlineText.js';

/** `{bank}`, `{phone}` and `{email}` as the platform answers them for the host's client (read only: never asks again). */
export function useContentFacts(): ContentFacts {
  const { code, name, detail } = useBrandDetail({ retryOnMount: false });
  const d = detail.status === 'success' ? detail.data : null;
  return { bank: code ? name : 'your bank', phone: d?.phone ?? null, email: d?.email ?? null };
}

/**
 * Says that what follows is the shared defaults' sample text, not the client's own (the defaults carry no rates, fees
 * or promises; they point to the cardholder agreement instead).
 */
export function SampleNote() {
  const { bank } = useContext(ContentFactsContext);
  return (
    <p className="content-sample" role="note" data-testid="sample-note">
      <strong>Sample text.</strong> {bank === 'your bank' ? 'Your bank' : bank} has not supplied its own wording for this yet; what follows
      is a placeholder to be replaced.
    </p>
  );
}

/**
 * A piece of the client's content with its loading and failure states, the sample note when it is the defaults'
 * (`sample: true`), and the platform's facts for its `{bank}`, `{phone}` and `{email}`. `what` names the piece in
 * the failure message ("our FAQs").
 */
export function ClientContent<P extends ContentPiece>({
  piece,
  what,
  children,
}: {
  piece: P;
  what: string;
  children: (content: ContentOf<P>) => ReactNode;
}) {
  const content = useClientContent(piece);
  const facts = useContentFacts();
  return (
    <ContentFactsContext.Provider value={facts}>
      <DataState state={content} what={what} retry={() => void content.refetch()}>
        {(c) => (
          <>
            {'sample' in c && c.sample ? <SampleNote /> : null}
            {children(c)}
          </>
        )}
      </DataState>
    </ContentFactsContext.Provider>
  );
}
