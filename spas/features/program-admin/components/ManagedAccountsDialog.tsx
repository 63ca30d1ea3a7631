import { useEffect, useMemo, useState } from '../../../lib/react-deps.js';
import { useQuery } from '../../../lib/data-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import type { UserSummary } from '../../../../shared/contract/user.js';
import { cardEnding, formatCount } from '../../../../shared/format/format.js';
import { actionFailureText } from '../../../lib/failure.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { Button } from '../../../ui/Button.js';
import { DataState } from '../../../ui/DataSection.js';
import { Dialog } from '../../../ui/Dialog.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { searchRows, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { FormFooter } from '../../../ui/forms/FormFooter.js';
import { companyAccountListQuery } from '../../../api/companyAccountList.js';
import { managedAccountsQuery, saveManagedAccounts } from '../api/managedAccounts.js';
import { fullName } from './userColumns.js';

const PREFIX = 'managed';
const columns: TableColumn<AccountDetail>[] = [
  { id: 'name', header: 'Name', text: (a) => `${a.firstName} ${a.lastName}` },
  { id: 'account', header: 'Account ID', text: (a) => String(a.accountEntityId) },
  { id: 'type', header: 'Type', text: (a) => a.accountEntityType },
  { id: 'card', header: 'Card', text: (a) => cardEnding(a.cardNumberLast4) },
  { id: 'status', header: 'Status', text: (a) => a.externalStatusCommonName },
];

/**
 * The accounts a delegate, manager or accounting admin manages (docs/requirements.md#spec-6-permissions: they see only these): every account of
 * their company to choose from, with the search, select all matching, and save of the whole set.
 */
export function ManagedAccountsDialog({
  user,
  onClose,
  onSaved,
}: {
  user: UserSummary | null;
  onClose: () => void;
  onSaved: (u: UserSummary, count: number) => void;
}) {
  const [, update] = useQueryParams();
  const close = () => {
    update({ [`${PREFIX}.q`]: null, [`${PREFIX}.page`]: null, [`${PREFIX}.sort`]: null, [`${PREFIX}.size`]: null }, { replace: true });
    onClose();
  };
  return (
    <Dialog open={user !== null} title={user ? `Accounts ${fullName(user)} manages` : 'Managed accounts'} onCancel={close}>
      {user && user.companyId !== null ? <Chooser user={user} companyId={user.companyId} onClose={close} onSaved={onSaved} /> : null}
    </Dialog>
  );
}

function Chooser({
  user,
  companyId,
  onClose,
  onSaved,
}: {
  user: UserSummary;
  companyId: number;
  onClose: () => void;
  onSaved: (u: UserSummary, count: number) => void;
}) {
  const managed = useQuery(managedAccountsQuery(user.userid));
  const choices = useQuery(companyAccountListQuery(String(companyId)));
  const table = useTableState({ prefix: PREFIX, sortable: ['name', 'account', 'type', 'card', 'status'], sizes: [10, 25, 50] });
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (managed.data && selected === null) setSelected(new Set(managed.data.map((a) => String(a.accountEntityId))));
  }, [managed.data, selected]);
  const matching = useMemo(() => searchRows(choices.data ?? [], columns, table.q), [choices.data, table.q]);
  const chosen = selected ?? new Set<string>();
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const ids = [...chosen].map(Number);
      await saveManagedAccounts(user.userid, ids);
      onSaved(user, ids.length);
    } catch (err) {
      setFailure(actionFailureText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DataState state={managed} what="the accounts this administrator manages" retry={() => void managed.refetch()}>
      {() => (
        <>
          <p role="status">
            {formatCount(chosen.size)} of {formatCount(choices.data?.length ?? 0)} accounts chosen.
          </p>
          <p className="actions-row">
            <Button
              variant="secondary"
              disabled={matching.length === 0}
              onClick={() => setSelected(new Set([...chosen, ...matching.map((a) => String(a.accountEntityId))]))}
            >
              {table.q ? `Select all ${formatCount(matching.length)} matching` : `Select all ${formatCount(matching.length)}`}
            </Button>
            <Button
              variant="secondary"
              disabled={chosen.size === 0}
              onClick={() => {
                const drop = new Set(matching.map((a) => String(a.accountEntityId)));
                setSelected(table.q ? new Set([...chosen].filter((k) => !drop.has(k))) : new Set());
              }}
            >
              {table.q ? 'Clear the matching ones' : 'Clear all'}
            </Button>
          </p>
          <DataTable
            caption="Accounts to choose from"
            columns={columns}
            rows={matching}
            searched
            rowKey={(a) => String(a.accountEntityId)}
            table={table}
            what="accounts"
            search={{ label: 'Search accounts to manage', hint: 'By name, account ID or card ending.' }}
            loaded={choices}
            retry={() => void choices.refetch()}
            emptyText="This company has no accounts."
            selection={{
              selected: chosen,
              onChange: (next) => setSelected(next),
              label: (key) => {
                const a = choices.data?.find((x) => String(x.accountEntityId) === key);
                return a ? `Manage ${a.firstName} ${a.lastName}, account ${a.accountEntityId}` : `Manage account ${key}`;
              },
            }}
          />
          <FormFooter
            failure={failure}
            failureTitle="The managed accounts were not saved"
            submitLabel="Save managed accounts"
            busy={busy}
            onCancel={onClose}
            onSubmit={() => void save()}
            submitDisabled={choices.status !== 'success'}
          />
        </>
      )}
    </DataState>
  );
}
