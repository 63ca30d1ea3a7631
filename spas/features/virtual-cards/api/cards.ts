import {
  searchVirtualCardsCall,
  type VirtualCard,
  type VirtualCardSearchResponse,
  type VirtualCardSortField,
  type VirtualCardStatus,
} from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

export interface CardSearch {
  status: VirtualCardStatus | null;
  kind: VirtualCard['cardKind'] | null;
  q: string;
  sort: { field: VirtualCardSortField; desc: boolean };
}

const queryOf = (s: CardSearch, page: number, size: number) => ({
  status: s.status,
  kind: s.kind,
  query: s.q.trim(),
  sort: `${s.sort.field},${s.sort.desc ? 'DESC' : 'ASC'}`,
  page,
  size,
});

/** GET /v1/virtualcard/company/{id}/cards?status&kind&query&sort&page&size: one page of the company's virtual cards. */
export const cardsQuery = (companyId: string, s: CardSearch, page: number, size: number) => ({
  queryKey: vcKeys.cards(companyId, { ...s, page, size }),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<VirtualCardSearchResponse> =>
    callPlatform(searchVirtualCardsCall, { params: { companyId }, query: queryOf(s, page, size), signal }),
});

/** The platform's largest page, and how many pages an export reads at most (10,000 cards). */
const EXPORT_PAGE = 500;
const EXPORT_PAGES = 20;

/** Every card matching the search, in its order (pages of 500): what `Download CSV` writes. */
export async function allCards(companyId: string, s: CardSearch): Promise<VirtualCard[]> {
  const first = await callPlatform(searchVirtualCardsCall, { params: { companyId }, query: queryOf(s, 0, EXPORT_PAGE) });
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.totalPages, EXPORT_PAGES) - 1 }, (_, i) =>
      callPlatform(searchVirtualCardsCall, { params: { companyId }, query: queryOf(s, i + 1, EXPORT_PAGE) }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.content);
}
