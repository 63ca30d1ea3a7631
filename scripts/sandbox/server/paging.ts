import type { Page } from '../../../shared/contract/common.js';

/** Slices a list into the page envelope; `page` zero-based. */
export function paginate<T>(items: readonly T[], page = 0, size = 10): Page<T> {
  const totalElements = items.length;
  return {
    content: items.slice(page * size, page * size + size),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

/** Case-insensitive text match that ignores dollar signs and commas (spec §5 table search). */
export function textMatches(query: string | null | undefined, ...fields: Array<string | number | null | undefined>): boolean {
  if (!query) return true;
  const q = query.toLowerCase().replace(/[$,]/g, '').trim();
  return fields.some((f) => f !== null && f !== undefined && String(f).toLowerCase().replace(/[$,]/g, '').includes(q));
}
