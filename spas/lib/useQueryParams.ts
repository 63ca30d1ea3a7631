import { useCallback, useLocation, useMemo, useSearch } from './react-deps.js';

export type ParamPatch = Record<string, string | null | undefined>;

/** `?a=1&b=2` with `patch` applied: null, undefined or '' removes a parameter; the rest keep their order. */
export function patchSearch(search: string, patch: ParamPatch): string {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === undefined || v === '') next.delete(k);
    else next.set(k, v);
  }
  const s = next.toString();
  return s ? `?${s}` : '';
}

/**
 * The page's query string as state (screens keep their search, filters, sort and page there, so a view
 * survives reload and back/forward, and can be bookmarked or shared). `update` pushes a history entry, or
 * replaces the current one with `{ replace: true }` (typing in a search box). Parameters it doesn't name
 * are kept: the view (`view`, `cardNumber`, `company`) stays as it was.
 */
export function useQueryParams(): [URLSearchParams, (patch: ParamPatch, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback(
    (patch: ParamPatch, options: { replace?: boolean } = {}) => {
      const next = patchSearch(window.location.search, patch);
      if (next === window.location.search || (next === '' && window.location.search === '?')) return;
      navigate(`${path}${next}`, { replace: options.replace ?? false });
    },
    [path, navigate],
  );
  return [params, update];
}
