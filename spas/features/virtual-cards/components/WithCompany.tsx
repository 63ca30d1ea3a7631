import type { ReactNode } from '../../../lib/react-deps.js';
import { company } from '../../../../shared/session/facts/index.js';
import { useSignalValue } from '../../../lib/useSignalValue.js';
import { DataState } from '../../../ui/DataSection.js';

/** The company in view (the `company` parameter, else the admin's own): its id, once the session fact has it. */
export function WithCompany({ children }: { children: (companyId: string) => ReactNode }) {
  const co = useSignalValue(company);
  return (
    <DataState state={co} what="your company">
      {(c) => children(String(c.companyId))}
    </DataState>
  );
}
