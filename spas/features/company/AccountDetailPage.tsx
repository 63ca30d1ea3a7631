import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { AccountDetail } from '../../../shared/contract/accounts.js';
import { cardReplacement } from '../../../shared/permissions/policies/cardReplacement.js';
import { cardDetails, companySummary } from '../../../shared/permissions/policies/companySummary.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { isAccountEntityId } from '../../../shared/session/callUrls.js';
import { company, factKeys } from '../../../shared/session/facts/index.js';
import type { PageProps } from '../../app/AreaApp.js';
import { replacementKey } from '../../api/cardReplacement.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataState } from '../../ui/DataSection.js';
import { ShownTogether } from '../../ui/ShownTogether.js';
import { accountKey, accountQuery, extrasQuery, processorQuery, subaccountQuery } from './api/account.js';
import { companyAccountsKey } from './api/companyAccounts.js';
import { AccountProfile } from './components/AccountProfile.js';
import { CardDetailsPanel } from './components/CardDetailsPanel.js';
import { CardPanel } from './components/CardPanel.js';
import { CreditLimitPanel } from './components/CreditLimitPanel.js';
import { ReplacementPanel } from './components/ReplacementPanel.js';
import { StatusPanel } from './components/StatusPanel.js';
import { UdfPanel } from './components/UdfPanel.js';
import './company.css';

/**
 * An account of the company, `/pa/accounts/{accountEntityId}`: profile and addresses, the card with
 * the docs/requirements.md#spec-4-states account button and the cardholder view, card details, credit limit, user-defined fields, status and
 * card replacement — each change for the roles docs/requirements.md#spec-6-permissions gives it, confirmed, and shown at once everywhere.
 */
export function AccountDetailPage({ params }: PageProps) {
  const id = params.accountEntityId ?? '';
  const valid = isAccountEntityId(id);
  return (
    <>
      <p>
        <AppLink href={pathOf('pa', 'dashboard')}>Back to the company’s accounts</AppLink>
      </p>
      {valid ? (
        <Account accountEntityId={id} />
      ) : (
        <>
          <h1>Account</h1>
          <Alert tone="error">
            <p>“{id.slice(0, 40)}” is not an account number. Choose the account from the company’s accounts.</p>
          </Alert>
        </>
      )}
    </>
  );
}

function Account({ accountEntityId }: { accountEntityId: string }) {
  const account = useQuery(accountQuery(accountEntityId));
  return (
    <>
      <h1>{account.data ? `${account.data.firstName} ${account.data.lastName}` : 'Account'}</h1>
      <DataState state={account} what="this account" retry={() => void account.refetch()}>
        {(a) => <Panels located={a} />}
      </DataState>
    </>
  );
}

/**
 * The account's panels. `located` is the account as the search by its id found it; the panels show it as it stands
 * (its own call, asked again after each change), and the search's answer while that has not come.
 */
function Panels({ located }: { located: AccountDetail }) {
  const id = String(located.accountEntityId);
  const co = useSignalValue(company);
  const queryClient = useQueryClient();
  const canEdit = usePermission(companySummary.edit).can;
  const canSeeCardDetails = usePermission(cardDetails.view).can;
  const canReplace = usePermission(cardReplacement.use).can;
  const account = useQuery(subaccountQuery(located.accountId, id)).data ?? located;
  const extras = useQuery(extrasQuery(account.accountId, id));
  // The company's limit as the processor has it now; the company's figures in view when it can't say.
  const processor = useQuery(processorQuery(account.companyId, account.accountId));
  const companyLimit = processor.data?.creditLimit ?? (co.data && co.data.companyId === account.companyId ? co.data.creditLimit : null);
  /** After a change: this account, the company's lists and the card everywhere it is shown. */
  const refresh = () => {
    for (const queryKey of [
      accountKey(id),
      companyAccountsKey(String(account.companyId)),
      replacementKey,
      factKeys.dashboards,
      ['cardAccountSummary'],
      ['processorAccount'],
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const ref = account.cardNumber;
  return (
    <>
      <p className="field-hint">
        {account.accountEntityType} account {account.accountEntityId}
        {ref ? `, card ending in ${account.cardNumberLast4 ?? ''}` : ', no card issued yet'}.
      </p>
      {/* The profile, card details, limits and fields each come in their own answer: the panels are shown together. */}
      <ShownTogether label="Loading this account…">
        <AccountProfile accountId={account.accountId} accountEntityId={id} />
        <CardPanel account={account} onChanged={refresh} />
        {canSeeCardDetails && ref ? <CardDetailsPanel cardRef={ref} /> : null}
        <DataState state={extras} what="the credit limit and user-defined fields" retry={() => void extras.refetch()}>
          {(x) => (
            <>
              <CreditLimitPanel extras={x} companyLimit={companyLimit} canEdit={canEdit} onSaved={refresh} />
              <UdfPanel extras={x} canEdit={canEdit} onSaved={refresh} />
            </>
          )}
        </DataState>
        <StatusPanel account={account} canEdit={canEdit} onChanged={refresh} />
        {canReplace && ref ? <ReplacementPanel account={{ ...account, cardNumber: ref }} onReplaced={refresh} /> : null}
      </ShownTogether>
    </>
  );
}
