import { BankChooser } from '../../ui/BankChooser.js';

/** The bare and welcome hosts' start page: find your bank's portal, and help signing in. */
export function WelcomePage() {
  return (
    <>
      <h1>Manage your card account online</h1>
      <p>
        Check your balance, review transactions and statements, make payments and redeem rewards. Program administrators manage their
        company's cards, alerts and controls in the same place.
      </p>
      <BankChooser />
      <section className="panel" aria-labelledby="signin-help">
        <h2 id="signin-help">Help signing in</h2>
        <ul>
          <li>
            New cardholder? Open your bank's portal and choose <strong>Register your card</strong> on its log-in page.
          </li>
          <li>Forgot your user name or password? Use the links on your bank's log-in page to recover them.</li>
          <li>
            Received a new card? Choose <strong>Activate your card</strong> on your bank's log-in page.
          </li>
          <li>Still stuck? Call the customer service number on the back of your card; we're glad to help.</li>
        </ul>
      </section>
    </>
  );
}
