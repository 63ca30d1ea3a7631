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

