import type { ReactNode } from '../../lib/react-deps.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { LoadingState } from '../../ui/Spinner.js';
import { brandAddressesQuery } from './api/brandAddresses.js';
import { addressesInOrder } from './addresses.js';
import { NewTabLink, PhoneLink, RetryAlert } from '../../ui/ContentParts.js';
import { useQuery } from '../../lib/data-deps.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { useArea } from '../../ui/AreaContext.js';
import { pathOf } from '../../../shared/routes/routeTable.js';

type HelpPage = 'contactUs' | 'faqs' | 'privacy';
/**
 * The help pages serve the public area and, in the signed-in layout, the cardholder and program admin areas: a link
 * to another help page stays in the area the reader is in.
 */
function useHelpHref(): (page: HelpPage) => string {
  const area = useArea();
  return (page) => (area === 'cardholder' ? pathOf('cardholder', page) : area === 'pa' ? pathOf('pa', page) : pathOf('public', page));
}

interface Faq {
  q: string;
  a: ReactNode;
}

function faqGroups(client: string, contactHref: string): { heading: string; items: Faq[] }[] {
  return [
    {
      heading: 'Logging in',
      items: [
        { q: 'How do I set up online access?', a: <p>Choose <AppLink href="/registerCard">Register your card</AppLink>. You'll confirm your card number and a few details we have on file, then choose a user name and password.</p> },
        { q: 'I forgot my user name.', a: <p>Use <AppLink href="/forgotUserName">Forgot user name</AppLink>. After you confirm your card and email address, we'll send your user name to the email address on your account.</p> },
        { q: 'I forgot my password.', a: <p>Use <AppLink href="/forgotPassword">Forgot password</AppLink>. We'll send a verification code to the contact details on your profile so you can choose a new password.</p> },
        { q: 'Why was I logged out?', a: <p>For your security, we log you out after 15 minutes without activity. A minute before, we'll ask whether you want to keep working.</p> },
        { q: 'Why am I asked for a verification code?', a: <p>When you log in from a new device, we may send a one-time code to your phone or email to confirm it's you. Tick “Remember this device” to skip this step next time on a device you trust.</p> },
      ],
    },
    {
      heading: 'Your card',
      items: [
        { q: 'How do I activate a new card?', a: <p>Choose <AppLink href="/activateCard">Activate your card</AppLink> and have the card at hand. You can also activate it after you log in.</p> },
        { q: 'My card is lost or stolen. What should I do?', a: <p>Call the customer service number on the back of your card or on our <AppLink href={contactHref}>Contact Us</AppLink> page right away, any time of day. You can also lock your card after you log in.</p> },
        { q: 'How do I order a replacement card?', a: <p>Log in and open your card's details. If your address changed recently, we hold replacement cards for a short time to protect you from fraud.</p> },
      ],
    },
    {
      heading: 'Payments and statements',
      items: [
        { q: 'How do I make a payment?', a: <p>Log in and open Payments. Add a checking or savings account, then pay now, schedule a payment up to 60 days ahead, or set up autopay. Online payments are free.</p> },
        { q: 'When will my payment be credited?', a: <p>Payments made before 5 p.m. Eastern Time on a business day are credited the same day.</p> },
        { q: 'Where do I find my statements?', a: <p>Log in and open Statements. You can view, print or save each statement, and switch to paperless statements under Services.</p> },
        { q: "I see a charge I don't recognise.", a: <p>Check the transaction details first — merchants sometimes use a different name on statements. If you still don't recognise it, call us right away so we can protect your account.</p> },
      ],
    },
    {
      heading: 'Rewards',
      items: [
        { q: 'How do I earn and redeem rewards?', a: <p>Eligible cards earn points on purchases. See <AppLink href="/aboutRewards">About Rewards</AppLink> for how {client}'s program works, then log in and open Rewards to redeem.</p> },
        { q: 'Do my points expire?', a: <p>It depends on your program — see the <AppLink href="/aboutRewards/rewardsTerms">rewards terms</AppLink>.</p> },
      ],
    },
    {
      heading: 'For companies and vendors',
      items: [
        { q: "I'm a program administrator. Where is the administrator guide?", a: <p>Log in and choose Administrator Guide in the menu, or open the <NewTabLink href="/paguide">administrator guide</NewTabLink>.</p> },
        { q: "I'm a vendor paid by virtual card. How do I see a payment?", a: <p>Open the link in the payment email you received and enter the security code from your enrollment email. If you haven't enrolled yet, start from the link in your enrollment email.</p> },
      ],
    },
  ];
}

/** /faqs: answers to common questions, as expandable sections (keyboard: Tab to a question, Enter to open). */
export function FaqsPage() {
  const { name } = useBrandDetail();
  const href = useHelpHref();
  return (
    <>
      <h1>FAQs</h1>
      <p>Answers to the questions {name} cardholders ask most. Can't find yours? <AppLink href={href('contactUs')}>Contact us</AppLink>.</p>
      {faqGroups(name, href('contactUs')).map((g, i) => (
        <section key={g.heading} className="panel content-faq" aria-labelledby={`faq-${i}`}>
          <h2 id={`faq-${i}`}>{g.heading}</h2>
          {g.items.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              {f.a}
            </details>
          ))}
        </section>
      ))}
    </>
  );
}

/** /privacy: how the client handles personal information, with the full policy in the viewer. */
export function PrivacyPage() {
  const { name } = useBrandDetail();
  return (
    <>
      <h1>Privacy</h1>
      <section className="panel" aria-labelledby="privacy-commitment">
        <h2 id="privacy-commitment">Our commitment</h2>
        <p>
          {name} collects only the information needed to service your card account, protect it from fraud and meet our legal obligations. We do
          not sell your personal information.
        </p>
        <p>
          <NewTabLink href="/privacy-policy-viewer">Read our full privacy policy</NewTabLink>
        </p>
      </section>
      <section className="panel" aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">What we collect</h2>
        <ul>
          <li>Details you give us, such as your name, address, phone number, email address and income.</li>
          <li>Your account activity: transactions, payments, balances and rewards.</li>
          <li>Information about the devices you use to log in, so we can recognise you and spot fraud.</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="privacy-share">
        <h2 id="privacy-share">How we use and share it</h2>
        <p>
          We use your information to run your account, to process payments, to prevent fraud and to comply with the law. We share it only with
          companies that help us service your account (such as card processors and statement printers), with your company if your card is a
          company card, and as the law requires.
        </p>
        <p>You can limit some sharing for marketing at any time by calling the customer service number on the back of your card.</p>
      </section>
      <section className="panel" aria-labelledby="privacy-online">
        <h2 id="privacy-online">This website</h2>
        <p>
          This site uses cookies to keep you logged in and to remember trusted devices. It does not use advertising cookies. Our{' '}
          <AppLink href="/security">Security</AppLink> page explains how we protect your information online.
        </p>
      </section>
    </>
  );
}

/** /security: how the site protects the cardholder, and what the cardholder can do. */
export function SecurityPage() {
  const { name } = useBrandDetail();
  const href = useHelpHref();
  return (
    <>
      <h1>Security</h1>
      <section className="panel" aria-labelledby="security-us">
        <h2 id="security-us">How we protect you</h2>
        <ul>
          <li>Every page is sent over an encrypted connection.</li>
          <li>We never show your full card number — at most the first six and last four digits.</li>
          <li>We log you out after 15 minutes without activity, and may ask for a one-time code when you log in from a new device.</li>
          <li>We watch for unusual activity on your card and may contact you to confirm a transaction.</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="security-you">
        <h2 id="security-you">How you can protect yourself</h2>
        <ul>
          <li>Use a password you don't use anywhere else, and never share it.</li>
          <li>{name} will never ask for your password or a verification code by phone, text or email.</li>
          <li>Set up alerts and controls after you log in to hear about purchases as they happen.</li>
          <li>Log out when you finish, especially on a shared computer.</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="security-fraud">
        <h2 id="security-fraud">Think something's wrong?</h2>
        <p>
          If you suspect fraud or your card is lost or stolen, call the number on the back of your card or on our{' '}
          <AppLink href={href('contactUs')}>Contact Us</AppLink> page right away, any time of day. You are not responsible for unauthorised purchases you
          report promptly.
        </p>
      </section>
    </>
  );
}

/** /contactUs (public area). */
export function ContactUsPage() {
  return <ContactUsContent />;
}

/**
 * Contact Us: the client's addresses by type (GET /brand/{brand}/addressByType), phone and email; signed in, also the
 * customer service number of the card in view (`cardPhone`, the number on the back of the card).
 */
export function ContactUsContent({ cardPhone }: { cardPhone?: { phone: string; last4: string | null } | null }) {
  const { code, name, detail } = useBrandDetail();
  const addresses = useQuery({ ...brandAddressesQuery(code ?? ''), enabled: code !== null });
  // The phone and email line is longer than its stand-in: painting the stand-in first would push the rest down.
  if (code && detail.status === 'pending') {
    return (
      <>
        <h1>Contact Us</h1>
        <LoadingState label="Loading our contact details…" />
      </>
    );
  }
  return (
    <>
      <h1>Contact Us</h1>
      {!code ? (
        <Alert tone="info">
          <p>
            Your card is serviced by your bank. Call the customer service number on the back of your card, or <a href="/">open your bank's
            portal</a> to see its contact details.
          </p>
        </Alert>
      ) : (
        <>
          <section className="panel" aria-labelledby="contact-call">
            <h2 id="contact-call">Call or email {name}</h2>
            {detail.status === 'success' ? (
              <p>
                Call <PhoneLink phone={detail.data.phone} /> or email <a href={`mailto:${detail.data.email}`}>{detail.data.email}</a>. Never
                send your full card number by email.
              </p>
            ) : (
              <p>Call the customer service number on the back of your card.</p>
            )}
            {cardPhone ? (
              <p data-testid="card-service-phone">
                For your card{cardPhone.last4 ? ` ending in ${cardPhone.last4}` : ''}, call <PhoneLink phone={cardPhone.phone} /> (the number on the back of
                your card).
              </p>
            ) : null}
            <p>To report a lost or stolen card, call at once, any time of day.</p>
          </section>
          {addresses.status === 'success' ? (
            addresses.data.length ? (
              <div className="content-grid" data-testid="contact-addresses">
                {addressesInOrder(addresses.data).map(({ heading, use, address: a }) => (
                  <section key={a.addressType} className="panel" aria-labelledby={`address-${a.addressType}`}>
                    <h2 id={`address-${a.addressType}`}>{heading}</h2>
                    <p className="content-note">{use}</p>
                    <address>
                      {name}
                      <br />
                      {a.addressLine1}
                      {a.addressLine2 ? (
                        <>
                          <br />
                          {a.addressLine2}
                        </>
                      ) : null}
                      <br />
                      {a.city}, {a.state} {a.zip5}
                      {a.phone ? (
                        <>
                          <br />
                          Phone: <PhoneLink phone={a.phone} />
                        </>
                      ) : null}
                    </address>
                  </section>
                ))}
              </div>
            ) : (
              <Alert tone="info">
                <p>{name} hasn't published mailing addresses here. Your statement shows where to send payments and letters.</p>
              </Alert>
            )
          ) : addresses.status === 'error' ? (
            <RetryAlert title="We couldn't load our addresses" what={`${name}'s mailing addresses`} onRetry={() => void addresses.refetch()}>
              <p>Your statement also shows where to send payments and letters.</p>
            </RetryAlert>
          ) : (
            <LoadingState label="Loading our addresses…" />
          )}
        </>
      )}
    </>
  );
}
