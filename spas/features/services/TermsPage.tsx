import { useQuery } from '../../lib/data-deps.js';
import { aprInfo } from '../../../shared/permissions/policies/cardholderFeatures.js';
import { termsVerdict } from '../../../shared/permissions/termsAccess.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { accountSummaryQuery } from '../../api/accountSummary.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { AccountTerms } from '../../ui/AccountTerms.js';
import { Alert } from '../../ui/Alert.js';
import { aprText } from '../../ui/BalanceDetails.js';
import { DataSection, DataState, SummaryList } from '../../ui/DataSection.js';

/**
 * The account's own rates as the platform answers them (GET /cards/{card}/accountSummary): they win over any figure
 * in the terms' text, which is the client's general wording.
 */
function AccountRates({ cardRef }: { cardRef: string }) {
  const summary = useQuery(accountSummaryQuery(cardRef));
  return (
    <DataSection title="Your account's rates" state={summary} what="your account's rates" retry={() => void summary.refetch()}>
      {(s) => (
        <>
          <SummaryList
            rows={[
              ['Purchase APR', aprText(s.purchaseApr)],
              ['Cash advance APR', aprText(s.cashApr)],
            ]}
          />
          <p className="content-note">
            These are your account's rates today. Where the terms below differ, these figures and your cardholder agreement apply.
          </p>
        </>
      )}
    </DataSection>
  );
}

/**
 * /dashboard-cardholder/services/terms-and-conditions: the terms of the card in view's program — the account's rates
 * from the platform, then the client's terms — or why they are not shown online for the forbidden product codes of
 * docs/requirements.md#spec-9-constants (as the public /info/terms does).
 */
export function TermsPage() {
  const card = useCardInView();
  const { name } = useBrandDetail();
  const rates = usePermission(aprInfo.view).can;
  return (
    <>
      <h1>Terms and Conditions</h1>
      <DataState state={card.dashboard} what="your card program">
        {(d) => {
          const verdict = termsVerdict(d.productSummary.productTypeCode);
          if (!verdict.show) {
            return (
              <Alert tone="info" title="Terms and conditions aren’t shown online for your card program">
                <p data-testid="terms-forbidden">
                  Your card program (product {verdict.code}) is governed by the agreement between {name} and your company rather than the
                  terms on this site. Your program administrator has a copy of that agreement. For questions, call the customer service
                  number on the back of your card.
                </p>
              </Alert>
            );
          }
          return (
            <>
              <p className="content-note" data-testid="terms-program">
                Terms for your {d.productSummary.productName} (card program {d.productSummary.productTypeCode}).
              </p>
              {rates && card.cardRef ? <AccountRates cardRef={card.cardRef} /> : null}
              <AccountTerms client={name} contactHref={pathOf('cardholder', 'contactUs')} />
            </>
          );
        }}
      </DataState>
    </>
  );
}
