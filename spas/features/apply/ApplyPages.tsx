import { AppLink } from '../../ui/AppLink.js';
import { PhoneLink } from '../../ui/ContentParts.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';

/** /applynow (route and the applynow host): how to apply, what to have ready, and the terms first. */
export function ApplyNowPage() {
  const { code, name, detail } = useBrandDetail();
  const issuer = code ? name : 'your bank';
  return (
    <>
      <h1>Apply Now</h1>
      <section className="panel" aria-labelledby="apply-intro">
        <h2 id="apply-intro">Apply for a {code ? `${name} ` : ''}credit card</h2>
        <p>
          Applying takes about ten minutes. You can first check whether you prequalify — that doesn't affect your credit score — and see the
          rates and terms before you decide.
        </p>
        <div className="content-cta">
          {/* /prequal leaves the portal (the gateway redirects to /apply/prequal): a full page load. */}
          <a className="btn btn-primary" href="/prequal">
            See if you prequalify
          </a>
          <AppLink className="btn btn-secondary" href="/preterms">
            Review rates and terms
          </AppLink>
        </div>
      </section>
      <section className="panel" aria-labelledby="apply-ready">
        <h2 id="apply-ready">What you'll need</h2>
        <ul>
          <li>Your full legal name, date of birth and Social Security number.</li>
          <li>Your home address, phone number and email address.</li>
          <li>Your total yearly income and your monthly housing payment.</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="apply-next">
        <h2 id="apply-next">What happens next</h2>
        <ol>
          <li>We review your application — most decisions take a few minutes.</li>
          <li>If you are approved, you'll see the terms of your account before you accept.</li>
          <li>Your card arrives by mail in 7–10 business days. Activate it, then register it to manage your account online.</li>
        </ol>
        <p>
          By applying you agree to our <AppLink href="/terms-of-service">Terms of Service</AppLink>.{' '}
          {detail.status === 'success' ? (
            <>
              Questions? Call {issuer} at <PhoneLink phone={detail.data.phone} />.
            </>
          ) : (
            <>Questions? Call {issuer}'s customer service team.</>
          )}
        </p>
      </section>
    </>
  );
}

function Sections({ sections }: { sections: { heading: string; text: string[] }[] }) {
  return (
    <>
      {sections.map((s, i) => (
        <section key={s.heading} className="panel" aria-labelledby={`doc-${i}`}>
          <h2 id={`doc-${i}`}>{s.heading}</h2>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** /preterms: the rates, fees and rules to read before applying. */
export function PreTermsPage() {
  const { code, name } = useBrandDetail();
  const issuer = code ? name : 'We';
  return (
    <>
      <h1>Terms Before You Apply</h1>
      <p>Please read this important information about rates, fees and other terms before you apply. The exact figures for your account are shown in your offer before you accept it.</p>
      <Sections
        sections={[
          { heading: 'Annual Percentage Rate (APR) for purchases', text: ['Your APR will be a variable rate based on the Prime Rate and your creditworthiness, shown in your offer. A lower introductory APR may apply to some cards for a period stated in your offer.'] },
          { heading: 'Paying interest', text: ['Your due date is at least 25 days after the close of each billing cycle. We will not charge you interest on purchases if you pay your entire balance by the due date each month.'] },
          { heading: 'Fees', text: ['Annual fee: none, unless your offer states one. Transaction fees for balance transfers, cash advances and foreign transactions, and penalty fees for late or returned payments, are shown in your offer and never exceed what the law allows.'] },
          { heading: 'How we decide', text: [`${issuer === 'We' ? 'We' : issuer} will review your credit report and the information you provide. Federal law requires us to obtain, verify and record information that identifies each person who opens an account.`] },
          { heading: 'Secured cards', text: ['If you are offered a secured card, your credit limit equals the security deposit you place with us. The deposit is returned when the account is closed and paid in full.'] },
        ]}
      />
      <p>
        <AppLink href="/applynow">Back to Apply Now</AppLink>
      </p>
    </>
  );
}

/** /postterms: what applies once the application is approved. */
export function PostTermsPage() {
  const { code, name } = useBrandDetail();
  const issuer = code ? name : 'your bank';
  return (
    <>
      <h1>Terms of Your Account</h1>
      <p>Thank you for applying. These are the terms that apply once your account is opened; your cardholder agreement arrives with your card.</p>
      <Sections
        sections={[
          { heading: 'Your cardholder agreement', text: [`Your account is governed by the cardholder agreement from ${issuer}, including the rates and fees in the offer you accepted. Keep it for your records.`] },
          { heading: 'Using your card', text: ['Activate your card when it arrives. Only you, and any authorised users you add, may use it. Tell us right away if your card is lost or stolen.'] },
          { heading: 'Statements and payments', text: ['We send a statement for each billing cycle with a balance. Pay at least the minimum payment by the due date. You can choose paperless statements and autopay after you register your card online.'] },
          { heading: 'Your billing rights', text: ['If you think there is an error on your statement, write to us within 60 days at the billing inquiries address on your statement. You do not have to pay the amount in question while we investigate.'] },
        ]}
      />
      <p>
        <AppLink href="/registerCard">Register your card online</AppLink> once it arrives.
      </p>
    </>
  );
}

/** /terms-of-service: the website's terms of use. */
export function TermsOfServicePage() {
  const { code, name } = useBrandDetail();
  const owner = code ? name : 'your bank';
  return (
    <>
      <h1>Terms of Service</h1>
      <p>These terms govern your use of this card account website, provided by {owner}. By using the site you agree to them.</p>
      <Sections
        sections={[
          { heading: 'Your user name and password', text: ['Keep your user name, password and verification codes secret. You are responsible for activity under your login. Tell us at once if you think someone else knows your password.'] },
          { heading: 'Using the site', text: ['Use the site only to manage accounts you are authorised to use. Do not try to access other people’s information, interfere with the site, or use automated tools to collect data from it.'] },
          { heading: 'Electronic communications', text: ['You agree that we may provide statements, notices and disclosures electronically when you choose paperless delivery. You can ask for paper copies at any time.'] },
          { heading: 'Availability', text: ['We aim to keep the site available at all times, but it may be unavailable for maintenance or reasons beyond our control. Payments you schedule are still made as scheduled.'] },
          { heading: 'Changes', text: ['We may update these terms. The version on this page applies from the date it is posted.'] },
        ]}
      />
    </>
  );
}
