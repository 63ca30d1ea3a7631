import { selectedCompany, user } from '../../shared/session/store.js';
import { useSignalValue } from './useSignalValue.js';

/** The id of the company the program-admin view is about: the `company` parameter, else the admin’s own (known even when the company call failed). */
export function useCompanyIdInView(): string | null {
  const param = useSignalValue(selectedCompany);
  const me = useSignalValue(user);
  return param ?? (me?.userCompanyId != null ? String(me.userCompanyId) : null);
}
