import type { ReactNode } from '../../lib/react-deps.js';
import { programAdmin } from '../../../shared/permissions/policies/programAdmin.js';
import { brand, user } from '../../../shared/session/store.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Tabs, type TabDef } from '../../ui/Tabs.js';
import type { AdminScope } from '../../../shared/session/adminScope.js';
import { ActivityTab } from './components/ActivityTab.js';
import { AdminsTab } from './components/AdminsTab.js';
import { UploadTab } from './components/UploadTab.js';

type TabId = 'administrators' | 'activity' | 'upload';

/**
 * The program-admin users screen for a scope (a company, or every company of a holding company): administrators,
 * maintenance activity and the bulk upload, each for the roles docs/requirements.md#spec-6-permissions "Program admin section" gives it. The
 * program-admin area's page and the holding company's page both show this.
 */
export function ProgramAdminScreen({ scope, whose, notice }: { scope: AdminScope; whose: string | null; notice?: ReactNode }) {
  const code = useSignalValue(brand)?.brand ?? '';
  const me = useSignalValue(user);
  const canSeeActivity = usePermission(programAdmin.viewMaintenanceActivity).can;
  const canUpload = usePermission(programAdmin.upload).can;
  const tabs: TabDef<TabId>[] = [
    { id: 'administrators', label: 'Administrators', render: () => <AdminsTab scope={scope} brand={code} selfId={me?.userid ?? null} /> },
    ...(canSeeActivity
      ? [{ id: 'activity' as const, label: 'Maintenance activity', render: () => <ActivityTab scope={scope} brand={code} /> }]
      : []),
    ...(canUpload ? [{ id: 'upload' as const, label: 'Upload administrators', render: () => <UploadTab scope={scope} /> }] : []),
  ];
  return (
    <>
      <h1>Program Admin</h1>
      <p>
        {whose ? `${whose}: program` : 'Program'} administrators, their roles and the accounts they manage, and every change made to them.
      </p>
      {notice}
      <Tabs label="Program admin" param="tab" tabs={tabs} />
    </>
  );
}
