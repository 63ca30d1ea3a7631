import { brand, brandName } from '../../shared/session/store.js';
import { factQueries } from '../../shared/session/facts/factQueries.js';
import { useQuery } from './data-deps.js';
import { useSignalValue } from './useSignalValue.js';

/** The host's client brand (null on bare/welcome/applynow hosts), its display name and its details (GET /brand/{brand}). */
export function useBrandDetail() {
  const b = useSignalValue(brand);
  const name = useSignalValue(brandName);
  const code = b?.brand ?? null;
  const detail = useQuery({ ...factQueries.brandDetails(code ?? ''), enabled: code !== null });
  return { code, name, detail };
}
