import { accountButtonStatus, type AccountButtonInput, type AccountButtonStatus } from '../../shared/permissions/accountButton.js';
import { AppLink } from './AppLink.js';

const LABELS: Record<AccountButtonStatus, string> = { open: 'Open', complete: 'Complete', closed: 'Closed', pending: 'Pending' };

/**
 * The account button of docs/requirements.md#spec-4-states for an account or card listed for the user: Open or Complete lead to the account
 * (`href`); Closed and Pending say so and lead nowhere. `what` names the account for screen readers ("card ending in 1234").
 */
export function AccountButton({ account, href, what }: { account: AccountButtonInput; href: string; what: string }) {
  const status = accountButtonStatus(account);
  const label = LABELS[status];
  if (status === 'open' || status === 'complete') {
    return (
      <AppLink className="btn btn-secondary account-button" href={href} aria-label={`${label}: ${what}`} data-status={status}>
        {label}
      </AppLink>
    );
  }
  return (
    <button type="button" className="btn btn-secondary account-button" disabled data-status={status} aria-label={`${label}: ${what}`}>
      {label}
    </button>
  );
}
