import { user } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { SummaryList } from './DataSection.js';

/** The signed-in user's details as the platform gave them (name, user name, company, role). */
export function UserSummary({ extra = [] }: { extra?: [string, string][] }) {
  const u = useSignalValue(user);
  if (!u) return null;
  const rows: [string, string][] = [
    ['Name', [u.firstname, u.lastname].filter(Boolean).join(' ')],
    ...(u.username ? ([['User name', u.username]] as [string, string][]) : []),
    ['Access', u.userType.userType === 'CARDMEMBER' ? 'Cardholder' : 'Program administrator'],
    ...(u.userCompanyId != null ? ([['Company ID', String(u.userCompanyId)]] as [string, string][]) : []),
    ...(u.userHoldingCompanyId != null ? ([['Holding company ID', String(u.userHoldingCompanyId)]] as [string, string][]) : []),
    ...extra,
  ];
  return <SummaryList rows={rows} />;
}
