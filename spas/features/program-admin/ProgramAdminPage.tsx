import { company } from '../../../shared/session/facts/index.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Alert } from '../../ui/Alert.js';
import { ProgramAdminScreen } from './ProgramAdminScreen.js';

/** `/pa/program-admin`: the program-admin users screen for the company in view (`company=`, else the admin's own). */
export function ProgramAdminPage() {
  const co = useSignalValue(company);
  const id = Number(useCompanyIdInView());
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <h1>Program Admin</h1>
        <Alert tone="error">
          <p>There is no company in view. Open Program Admin from your company’s home.</p>
        </Alert>
      </>
    );
  }
  return <ProgramAdminScreen scope={{ kind: 'company', companyId: id }} whose={co.data?.companyName ?? null} />;
}
