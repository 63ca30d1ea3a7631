import { brand, brandName } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { DocumentPage } from '../../ui/DocumentPage.js';

/** /paguide (no layout, opened in a new tab): the program administrator's guide to the portal. */
export function PaGuide() {
  const name = useSignalValue(brandName);
  const hasBrand = useSignalValue(brand) !== null;
  const portal = hasBrand ? `the ${name} card portal` : 'the card portal';
  return (
    <DocumentPage
      title="Administrator Guide"
      intro={
        <p>
          A guide for program administrators using {portal}: how to look after your company's card accounts, administrators, controls,
          virtual cards and reports. What you can do depends on your administrator role; if you can't see a feature described here, ask your
          company's administrator manager.
        </p>
      }
      sections={[
        {
          id: 'start',
          heading: 'Getting started',
          body: (
            <>
              <p>
                Your company's administrator manager invites you by email. Open the link in the invitation to choose your user name and
                password, then log in. Your home page shows your company's available credit, outstanding balance and billing cycle.
              </p>
              <p>If you administer several companies under a holding company, your home page lists them; choose one to work on it.</p>
            </>
          ),
        },
        {
          id: 'accounts',
          heading: 'Card accounts',
          body: (
            <ul>
              <li>
                Search accounts by cardholder name, last four digits or status, and open an account to see its cards, limits and
                transactions.
              </li>
              <li>
                Administrator managers and Tier 1 administrators can add cardholders, change credit limits within the company limit, and
                close or reopen cards.
              </li>
              <li>Card replacement is available when the card and account are open and the address hasn't changed recently.</li>
              <li>To see the portal as a cardholder sees it, choose “View as cardholder” on an account.</li>
            </ul>
          ),
        },
        {
          id: 'admins',
          heading: 'Program administrators',
          body: (
            <p>
              Administrator managers add, edit and remove other administrators on the Program Admin page, choose each one's role, and assign
              the accounts delegates, managers and accounting administrators may see. Pending invitations can be sent again. Every change is
              recorded in the maintenance activity history.
            </p>
          ),
        },
        {
          id: 'controls',
          heading: 'Alerts and controls',
          body: (
            <p>
              Set spending controls (for example, limits per transaction or blocked merchant categories) and alerts for a single card or for
              the whole company. Merchant category groups can be cloned and customised. Creating a control that already exists on a card is
              refused, so check the card's current controls first.
            </p>
          ),
        },
        {
          id: 'virtual',
          heading: 'Virtual cards and vendors',
          body: (
            <>
              <p>
                Add the vendors you pay, then issue a single-purpose virtual card for each payment. New vendors start as Pending; they
                receive an enrollment email with a link and a security code, and become Active when they enroll (or when you resend the
                enrollment email). Inactive vendors can't be paid until reactivated; deleted vendors are closed for good.
              </p>
              <p>Vendors see their payments and masked card details on the vendor payment page, reached from their payment email.</p>
            </>
          ),
        },
        {
          id: 'expense',
          heading: 'Expense reporting',
          body: (
            <p>
              When expense reporting is enabled for your company, cardholders attach receipts and codes to transactions and submit reports;
              managers and accounting administrators review, approve and export them. Administrator managers configure defaults and general
              ledger accounts.
            </p>
          ),
        },
        {
          id: 'reporting',
          heading: 'Reporting',
          body: (
            <p>
              Choose Reporting in the menu to open the reporting site in a new tab, where you can run and schedule statements, spend and
              audit reports.
            </p>
          ),
        },
        {
          id: 'security',
          heading: 'Security',
          body: (
            <p>
              Sensitive values, such as a vendor's security code or bank account, are shown only after you re-enter your password. You are
              logged out after 15 minutes without activity. Never share your login: each administrator needs their own.
            </p>
          ),
        },
      ]}
    />
  );
}
