import { useCallback, useMemo } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import type { MccGroup } from '../../../shared/contract/mcc.js';
import { controlAccountType, type AlertType } from '../../../shared/contract/spendControls.js';
import { mcc } from '../../../shared/permissions/policies/adminTools.js';
import { company } from '../../../shared/session/facts/index.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { alertTypesQuery } from '../../api/alertTypes.js';
import { companyContactsQuery } from './api/companyContacts.js';
import { companyGroupsQuery } from './api/mccGroups.js';
import { standardMccGroupsQuery } from '../../api/standardMccGroups.js';

/**
 * What an alert or control can be set up with, loaded together: the types offered for the company's accounts, the
 * company's alert contacts, and the merchant category groups (standard and the company's own) a block can name.
 * Each is its own piece (docs/requirements.md#spec-8-errors: a failed alert-types call leaves the rest of the page working).
 */
export function useControlChoices(companyId: string | null) {
  const co = useSignalValue(company);
  const accountType = co.data ? controlAccountType(co.data.payOptionType) : null;
  const canSeeGroups = usePermission(mcc.view).can;
  // Every type, asked for with the page's first calls (it needs no answer first), then those offered for the company's
  // accounts: the same as the platform's `accountTypes` filter, without waiting for the company's pay option.
  const offered = useCallback(
    (all: AlertType[]) => (accountType ? all.filter((t) => t.accountTypes.includes(accountType)) : all),
    [accountType],
  );
  const types = useQuery({ ...alertTypesQuery(null), select: offered, enabled: !!companyId });
  const contacts = useQuery({ ...companyContactsQuery(companyId ?? ''), enabled: !!companyId });
  const standard = useQuery({ ...standardMccGroupsQuery(), enabled: !!companyId && canSeeGroups });
  const custom = useQuery({ ...companyGroupsQuery(companyId ?? ''), enabled: !!companyId && canSeeGroups });
  const groups = useMemo<MccGroup[]>(() => [...(custom.data ?? []), ...(standard.data ?? [])], [custom.data, standard.data]);
  const groupName = useMemo(() => {
    const names = new Map(groups.map((g) => [g.mccGroupId, g.name]));
    return (id: number) => names.get(id);
  }, [groups]);
  return { types, contacts, groups, groupName };
}
