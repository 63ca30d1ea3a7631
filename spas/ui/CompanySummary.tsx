import type { Company } from '../../shared/contract/company.js';
import { formatMoney } from '../../shared/format/format.js';
import type { Loaded } from '../../shared/session/queryClient.js';
import { Alert } from './Alert.js';
import { DataSection, SummaryList } from './DataSection.js';

const PAY_OPTIONS: Record<Company['payOptionType'], string> = {
  CONSOLIDATED: 'Consolidated pay — one payment for the whole company',
  INDIVIDUAL: 'Individual pay — each cardholder pays their own account',
};

/**
 * The company summary (docs/requirements.md#spec-3-entities and #spec-6-permissions): limit, available credit, outstanding balance, billing cycle, pay option and
 * rewards consolidation. The processor's figures override the database's; when the processor could not be
 * reached the database's are shown with a note saying so. The program admin's company home and the holding company's
 * company details show it.
 */
export function CompanySummary({ state, retry, title = 'Company' }: { state: Loaded<Company>; retry: () => void; title?: string }) {
  return (
    <DataSection title={title} state={state} what="the company details" retry={retry}>
      {(c) => (
        <>
          {c.dataSource === 'DATABASE' ? (
            <Alert tone="info" title="These figures may be out of date">
              <p>We couldn’t reach the card processor just now, so these are the figures from our own records, which can lag behind.</p>
              <p>
                <button type="button" className="btn btn-secondary" onClick={retry}>
                  Ask the processor again
                </button>
              </p>
            </Alert>
          ) : null}
          <SummaryList
            rows={[
              ['Company ID', String(c.companyId)],
              ['Credit limit', formatMoney(c.creditLimit)],
              ['Available credit', formatMoney(c.availableCredit)],
              ['Outstanding balance', formatMoney(c.outstandingBalance)],
              ['Billing cycle', `Closes on day ${c.billingCycle} of each month`],
              ['Pay option', PAY_OPTIONS[c.payOptionType]],
              [
                'Rewards',
                c.consolidateRewards
                  ? 'Consolidated — rewards are pooled at the company'
                  : 'Not consolidated — each account earns its own rewards',
              ],
            ]}
          />
        </>
      )}
    </DataSection>
  );
}
