import { brand, brandName } from '../../shared/session/store.js';
import { factQueries } from '../../shared/session/facts/factQueries.js';
import { useQuery } from './data-deps.js';
import { useSignalValue } from './useSignalValue.js';

/**
 * The host's client brand (null on bare/welcome/applynow hosts), its display name and its details (GET /brand/{brand}).
 * `retryOnMount: false` for a part that only reads the details and may be shown after they failed: mounting it must
 * not ask again, or a page that hides its parts while the details load would ask without end.
 */
export function useBrandDetail(options: { retryOnMount?: boolean } = {}) {
  const b = useSignalValue(brand);
  const name = useSignalValue(brandName);
  const code = b?.brand ?? null;
  const detail = useQuery({ ...factQueries.brandDetails(code ?? ''), enabled: code !== null, ...options });
  return { code, name, detail };
}
