import * as z from 'zod/mini';
import { cdnClient } from '../../shared/brand/cdn.js';
import { CONTENT_PIECES, contentFile, type ContentOf, type ContentPiece } from '../../shared/content/contentPieces.js';
import { HttpError } from '../../shared/session/httpError.js';
import { brand } from '../../shared/session/store.js';
import { useQuery } from './data-deps.js';
import { useSignalValue } from './useSignalValue.js';

/**
 * A piece of the client's own words from its asset area (`/cdn/{client}/content/{piece}.json`; the gateway serves
 * the default's when the client has none or its file failed the check), checked again here with the same schema:
 * a file that does not match is a failure the page explains, never half-shown. Fetched without credentials, as
 * every asset is, and kept for the page's life (the gateway's copy changes on a restart).
 */
export const clientContentQuery = <P extends ContentPiece>(client: string, piece: P) => ({
  queryKey: ['clientContent', client, piece] as const,
  staleTime: Infinity,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ContentOf<P>> => {
    const url = `/cdn/${client}/${contentFile(piece)}`;
    let res: Response;
    try {
      res = await fetch(url, { credentials: 'omit', signal });
    } catch (err) {
      if (signal.aborted) throw err;
      throw new HttpError(0, 'network', null, `${url}: ${(err as Error).message}`);
    }
    if (!res.ok) throw new HttpError(res.status, 'status', null, `${url} answered ${res.status}`);
    const parsed = z.safeParse(CONTENT_PIECES[piece], await res.json().catch(() => undefined));
    if (!parsed.success) throw new HttpError(res.status, 'schema', null, `${url} does not match its schema`);
    return parsed.data as ContentOf<P>;
  },
});

/** The host's client's piece of content (the shared defaults on hosts that are no client). */
export function useClientContent<P extends ContentPiece>(piece: P) {
  const code = useSignalValue(brand)?.brand ?? null;
  return useQuery(clientContentQuery(cdnClient(code), piece));
}
