import { brand, brandName } from '../../../../shared/session/store.js';
import { useSignalValue } from '../../../../shared/session/react.js';
import { getBrandDetail } from './api.js';
import { useLoad } from './useLoad.js';

/** The host's client brand (null on bare/welcome/applynow hosts), its display name and its detail call. */
export function useBrandDetail() {
  const b = useSignalValue(brand);
  const name = useSignalValue(brandName);
  const code = b?.brand ?? null;
  const detail = useLoad(code, (signal) => getBrandDetail(code!, signal));
  return { code, name, detail };
}
