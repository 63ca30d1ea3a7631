import { termsVerdict } from '../../../shared/permissions/termsAccess.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { AccountTerms } from '../../ui/AccountTerms.js';
import { Alert } from '../../ui/Alert.js';
import { DataState } from '../../ui/DataSection.js';

/**
 * /dashboard-cardholder/services/terms-and-conditions: the terms of the card in view's program, or why they are not
 * shown online for the forbidden product codes of spec §9 (as the public /info/terms does).
 */
export function TermsPage() {
  const card = useCardInView();
  const { name } = useBrandDetail();
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
                  Your card program (product {verdict.code}) is governed by the agreement between {name} and your company rather than the terms on this site.
                  Your program administrator has a copy of that agreement. For questions, call the customer service number on the back of your card.
                </p>
              </Alert>
            );
          }
          return (
            <>
              <p className="content-note" data-testid="terms-program">
                Terms for your {d.productSummary.productName} (card program {d.productSummary.productTypeCode}).
              </p>
              <AccountTerms client={name} contactHref={pathOf('cardholder', 'contactUs')} />
            </>
          );
        }}
      </DataState>
    </>
  );
}
