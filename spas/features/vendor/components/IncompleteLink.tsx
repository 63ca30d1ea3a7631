import { Alert } from '../../../ui/Alert.js';
import { type Purpose, EMAIL_NAME } from '../vendorText.js';

export function IncompleteLink({ purpose }: { purpose: Purpose }) {
  return (
    <>
      <Alert tone="error" title="This link is incomplete">
        <p>
          To continue, open the link in your {EMAIL_NAME[purpose]} again. If you copied the link into your browser, make sure you copied all
          of it — it ends with your vendor key.
        </p>
      </Alert>
      <section className="panel" aria-labelledby="vendor-about">
        <h2 id="vendor-about">{purpose === 'enroll' ? 'Enrolling to be paid by virtual card' : 'Viewing a virtual card payment'}</h2>
        {purpose === 'enroll' ? (
          <p>
            Companies that pay their suppliers by virtual card send each supplier an enrollment email with a link to this page and a
            security code. Enrolling confirms who should receive payment notices; after that, each payment arrives as a single-use card for
            the invoice amount.
          </p>
        ) : (
          <p>
            When a company pays you by virtual card, you receive a payment email with a link to this page. After you confirm the security
            code from your enrollment email, you can see every payment sent to you and the card details to process each one.
          </p>
        )}
      </section>
    </>
  );
}
