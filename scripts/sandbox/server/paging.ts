import type { Page } from '../../../shared/contract/common.js';
import { badRequest } from './httpError.js';

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

export type SortKeys<T, F extends string = string> = Record<F, (item: T) => string | number | null>;

/**
 * Sorts by the `sort` parameter in the docs/requirements.md#spec-9-constants form, `field,ASC` or `field,DESC` (`fallback` when absent): texts
 * without regard to case, numbers and ISO dates in order, empty values last; equal rows keep `tiebreak`'s order.
 * An unknown field or direction is refused (400) rather than silently ignored.
 */
export function sortItems<T, F extends string>(
  items: T[],
  sort: string | null,
  keys: SortKeys<T, F>,
  fallback: string,
  tiebreak: (a: T, b: T) => number,
): T[] {
  const [field = '', dir = 'ASC'] = (sort?.trim() || fallback).split(',').map((s) => s.trim());
  const key = Object.hasOwn(keys, field) ? keys[field as F] : undefined;
  const direction = dir.toUpperCase();
  if (!key || (direction !== 'ASC' && direction !== 'DESC')) {
    throw badRequest(
      `sort must be one of ${Object.keys(keys)
        .map((k) => `${k},ASC|DESC`)
        .join(', ')}.`,
    );
  }
  const sign = direction === 'DESC' ? -1 : 1;
  return items.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || x === '' || y === null || y === '')
      return (x === null || x === '' ? 1 : 0) - (y === null || y === '' ? 1 : 0) || tiebreak(a, b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en', { sensitivity: 'base' });
    return sign * c || tiebreak(a, b);
  });
}
