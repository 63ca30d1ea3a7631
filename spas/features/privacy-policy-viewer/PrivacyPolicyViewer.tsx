import { brand, brandName } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { DocumentPage } from '../../ui/DocumentPage.js';

/** /privacy-policy-viewer (no layout): the client's full privacy policy. */
export function PrivacyPolicyViewer() {
  const name = useSignalValue(brandName);
  const hasBrand = useSignalValue(brand) !== null;
  const we = hasBrand ? name : 'your card issuer';
  return (
    <DocumentPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains how {we} collects, uses, shares and protects personal information about current and former cardholders, and the
          choices you have. Federal law gives you the right to limit some but not all sharing.
        </p>
      }
      sections={[
        {
          id: 'collect',
          heading: 'What we collect',
          body: (
            <ul>
              <li>Your name, address, phone number, email address, Social Security number and income.</li>
              <li>Your account balances, payment history, transactions and rewards activity.</li>
              <li>Your credit history and credit scores from credit bureaus.</li>
              <li>Information about the devices and browsers you use to reach our website.</li>
            </ul>
          ),
        },
        {
          id: 'use',
          heading: 'How we use your information',
          body: (
            <>
              <p>We use personal information to:</p>
              <ul>
                <li>open and service your account, process transactions and send statements;</li>
                <li>detect and prevent fraud, and verify your identity;</li>
                <li>meet legal and regulatory requirements, respond to court orders and report to credit bureaus;</li>
                <li>tell you about products and services, unless you ask us not to.</li>
              </ul>
            </>
          ),
        },
        {
          id: 'share',
          heading: 'How we share it',
          body: (
            <>
              <p>We share personal information only:</p>
              <ul>
                <li>with companies that perform services for us, such as card processing and statement printing, under contracts that protect it;</li>
                <li>with the company that provides your card, if you hold a company card;</li>
                <li>with credit bureaus, and with government agencies as the law requires.</li>
              </ul>
              <p>We do not sell your personal information, and we do not share it with other companies for their own marketing.</p>
            </>
          ),
        },
        {
          id: 'choices',
          heading: 'Your choices',
          body: (
            <p>
              To limit marketing from us, call the customer service number on the back of your card. Your choice applies until you tell us to change
              it. If you are a new customer, we can begin sharing 30 days after we send you this notice.
            </p>
          ),
        },
        {
          id: 'protect',
          heading: 'How we protect it',
          body: (
            <p>
              We use security measures that comply with federal law, including encrypted connections, secured files and buildings, and access
              limited to employees who need it to do their jobs. We never show your full card number online.
            </p>
          ),
        },
        {
          id: 'online',
          heading: 'Cookies and online activity',
          body: (
            <p>
              Our website uses cookies to keep you logged in, to recognise devices you have chosen to trust, and to protect against fraud. We do not
              use advertising cookies or allow third parties to track you across other websites.
            </p>
          ),
        },
        {
          id: 'contact',
          heading: 'Questions',
          body: (
            <p>
              Call the customer service number on the back of your card, or write to us at the general correspondence address on our{' '}
              <a href="/contactUs">Contact Us</a> page.
            </p>
          ),
        },
      ]}
    />
  );
}
