import '../../ui/styles/content.css';
import type { PageProps } from '../../app/AreaApp.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { ContactUsContent } from './HelpPages.js';

export { FaqsPage, PrivacyPage } from './HelpPages.js';

/**
 * The help pages inside the signed-in areas (/dashboard-cardholder/… and /pa/…): the public pages' content in the
 * signed-in layout. Contact Us adds the customer service number of the card in view (cardholder area).
 */
export function SignedInContactUsPage(_props: PageProps) {
  const card = useCardInView();
  const d = card.dashboard.data;
  const phone = d?.productSummary.customerServicePhone;
  return <ContactUsContent cardPhone={phone ? { phone, last4: card.last4 } : null} />;
}
