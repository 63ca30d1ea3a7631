import { useQuery } from '../../../lib/data-deps.js';
import { DataSection, DataState } from '../../../ui/DataSection.js';
import { glAccountsQuery } from '../api/glAccounts.js';
import { settingsQuery } from '../api/settings.js';
import { ReviewersTable } from './ReviewersTable.js';
import { BasicSettings } from './BasicSettings.js';
import { AdvancedSettings } from './AdvancedSettings.js';
import { GlAccounts } from './GlAccounts.js';

/**
 * Configure (docs/requirements.md#spec-6-permissions: AM, accounting, manager and their no-reporting variants): the defaults of new reports and the
 * company's GL accounts; the advanced part (AM only): the approval steps in use, the receipt rule, and who reviews
 * each cardholder.
 */
export function ConfigurePanel({ companyId, userid, advanced }: { companyId: number; userid: number; advanced: boolean }) {
  const settings = useQuery(settingsQuery(companyId));
  const gl = useQuery(glAccountsQuery(companyId));
  return (
    <>
      <DataSection
        title="Defaults for new reports"
        state={settings}
        what="the expense reporting settings"
        retry={() => void settings.refetch()}
      >
        {(s) => (
          <DataState state={gl} what="the company's GL accounts" retry={() => void gl.refetch()}>
            {(accounts) => <BasicSettings companyId={companyId} settings={s} accounts={accounts} />}
          </DataState>
        )}
      </DataSection>
      {advanced ? (
        <>
          <DataSection
            title="Approval steps and receipts"
            state={settings}
            what="the expense reporting settings"
            retry={() => void settings.refetch()}
          >
            {(s) => <AdvancedSettings companyId={companyId} settings={s} />}
          </DataSection>
          <ReviewersTable companyId={companyId} userid={userid} />
        </>
      ) : null}
      <DataSection title="GL accounts" state={gl} what="the company's GL accounts" retry={() => void gl.refetch()}>
        {(list) => <GlAccounts companyId={companyId} accounts={list} defaultId={settings.data?.defaultGlAccountId ?? null} />}
      </DataSection>
    </>
  );
}
