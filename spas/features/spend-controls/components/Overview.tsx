import { useMemo, useState } from '../../../lib/react-deps.js';
import { useQuery } from '../../../lib/data-deps.js';
import { formatCount } from '../../../../shared/format/format.js';
import { Button } from '../../../ui/Button.js';
import { DataSection, SummaryList } from '../../../ui/DataSection.js';
import { companyControlsQuery } from '../api/companyControls.js';
import { controlDashboardQuery } from '../api/controlDashboard.js';
import type { ControlDialogMode } from './ControlDialog.js';
import { ControlsTable } from './ControlsTable.js';
import { useControlChoices } from '../useControlChoices.js';
import { ControlDialog } from './lazyDialogs.js';
import { type PartProps } from './partProps.js';
import { TypesTable } from './TypesTable.js';

/** Totals, each type with its summary (how many accounts have it, and whether it is set company-wide), and the company-wide list. */
export function Overview({ companyId, canSetUp, onNotice }: PartProps) {
  const dashboard = useQuery(controlDashboardQuery(companyId));
  const controls = useQuery(companyControlsQuery(companyId));
  const choices = useControlChoices(companyId);
  const [dialog, setDialog] = useState<ControlDialogMode | null>(null);
  const companyWide = useMemo(() => (controls.data ?? []).filter((c) => c.accountEntityId === null), [controls.data]);
  const target = { companyId: Number(companyId), accountEntityId: null, label: 'every account of the company' };

  return (
    <>
      <DataSection title="Summary" state={dashboard} what="the alerts and controls summary" retry={() => void dashboard.refetch()}>
        {(d) => (
          <SummaryList
            rows={[
              ['Alerts set up', formatCount(d.totalAlerts)],
              ['Controls set up', formatCount(d.totalControls)],
              ['Accounts with alerts or controls', formatCount(d.accountsWithControls)],
            ]}
          />
        )}
      </DataSection>
      <section className="panel" aria-labelledby="sc-types-h">
        <h2 id="sc-types-h">By type</h2>
        <TypesTable companyId={companyId} dashboard={dashboard} />
      </section>
      <section className="panel" aria-labelledby="sc-wide-h">
        <h2 id="sc-wide-h">Company-wide alerts and controls</h2>
        <p>These apply to every account of the company, beside each account’s own.</p>
        {canSetUp ? (
          <p>
            <Button
              variant="secondary"
              disabled={choices.types.status !== 'success'}
              onClick={() => {
                onNotice(null);
                setDialog({ kind: 'add', target });
              }}
            >
              Add a company-wide alert or control
            </Button>
            {choices.types.status === 'error' ? (
              <span className="field-hint"> The alert and control types couldn’t be loaded, so nothing can be added just now.</span>
            ) : null}
          </p>
        ) : null}
        <ControlsTable
          caption="Company-wide alerts and controls"
          prefix="wide"
          controls={companyWide}
          loaded={controls}
          retry={() => void controls.refetch()}
          contacts={choices.contacts.data ?? []}
          groupName={choices.groupName}
          targetLabel="every account of the company"
          emptyText="No company-wide alerts or controls."
          canChange={canSetUp}
          onChange={(c) => setDialog({ kind: 'change', control: c, target })}
          onDone={onNotice}
        />
      </section>
      <ControlDialog
        mode={dialog}
        types={(choices.types.data ?? []).filter((t) => !companyWide.some((c) => c.spendControlAlertTypeId === t.spendControlAlertTypeId))}
        contacts={choices.contacts.data ?? []}
        groups={choices.groups}
        onClose={() => setDialog(null)}
        onDone={(m) => {
          setDialog(null);
          onNotice(m);
        }}
      />
    </>
  );
}
