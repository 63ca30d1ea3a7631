import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import { cardEnding } from '../../../../shared/format/format.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { AppLink } from '../../../ui/AppLink.js';
import { moneyColumn, type TableColumn } from '../../../ui/table/columns.js';

export const accountName = (a: Pick<AccountDetail, 'firstName' | 'lastName'>): string => `${a.firstName} ${a.lastName}`.trim();

/** The accounts list's columns; ids are the platform's sort fields (shared/contract/accounts.ts). */
export const accountColumns: TableColumn<AccountDetail>[] = [
  {
    id: 'name',
    header: 'Name',
    text: accountName,
    cell: (a) => <AppLink href={pathOf('pa', 'accountDetail', { accountEntityId: String(a.accountEntityId) })}>{accountName(a)}</AppLink>,
  },
  { id: 'account', header: 'Account ID', text: (a) => String(a.accountEntityId), sortable: false },
  { id: 'type', header: 'Type', text: (a) => a.accountEntityType },
  {
    id: 'card',
    header: 'Card',
    text: (a) => cardEnding(a.cardNumberLast4),
    csv: (a) => (a.cardNumberLast4 ? `ending ${a.cardNumberLast4}` : ''),
  },
  {
    id: 'status',
    header: 'Status',
    text: (a) =>
      a.externalCardStatusCommonName && a.externalCardStatusCommonName !== a.externalStatusCommonName
        ? `${a.externalStatusCommonName} (card ${a.externalCardStatusCommonName.toLowerCase()})`
        : a.externalStatusCommonName,
  },
  moneyColumn('balance', 'Balance', (a) => a.currentBalance),
  moneyColumn('creditLimit', 'Credit limit', (a) => a.creditLimit),
];
