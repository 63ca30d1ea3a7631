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
import { ClientContent, SampleNote, useContentFacts } from '../../ui/content/ClientContent.js';
import { Blocks, ContentSections } from '../../ui/content/ContentBlocks.js';
import { ContentFactsContext, InlineText, helpHref } from '../../ui/content/InlineText.js';
import { useClientContent } from '../../lib/useClientContent.js';

/** A help page's link in the area the reader is in (the help pages serve the public and the signed-in areas). */
function useHelpHref(): (page: 'contactUs' | 'faqs' | 'privacy') => string {
  const area = useArea();
  return (page) => helpHref(area, pathOf('public', page));
}

/** /faqs: the client's questions and answers, as expandable sections (keyboard: Tab to a question, Enter to open). */
export function FaqsPage() {
  const href = useHelpHref();
  return (
    <>
      <h1>FAQs</h1>
      <ClientContent piece="faqs" what="our FAQs">
        {(faqs) => (
          <>
            <p>
              {faqs.intro ? (
                <>
                  <InlineText text={faqs.intro} />{' '}
                </>
              ) : null}
              Can't find yours? <AppLink href={href('contactUs')}>Contact us</AppLink>.
            </p>
            {faqs.groups.map((g, i) => (
              <section key={i} className="panel content-faq" aria-labelledby={`faq-${i}`}>
                <h2 id={`faq-${i}`}>
                  <InlineText text={g.heading} />
                </h2>
                {g.items.map((f, j) => (
                  <details key={j}>
                    <summary>
                      <InlineText text={f.question} />
                    </summary>
                    <Blocks blocks={f.answer} />
                  </details>
                ))}
              </section>
            ))}
          </>
        )}
      </ClientContent>
    </>
  );
}

/** /privacy: the client's summary of how it handles personal information, with its full policy in the viewer. */
export function PrivacyPage() {
  return (
    <>
      <h1>Privacy</h1>
      <ClientContent piece="privacy" what="our privacy summary">
        {(privacy) => (
          <>
            <ContentSections sections={privacy.summary} idPrefix="privacy" />
            <p>
              <NewTabLink href="/privacy-policy-viewer">Read our full privacy policy</NewTabLink>
            </p>
          </>
        )}
      </ClientContent>
    </>
  );
}

/** /security: how the site and the client protect the cardholder, and what the cardholder can do. */
export function SecurityPage() {
  return (
    <>
      <h1>Security</h1>
      <ClientContent piece="security" what="our security information">
        {(security) => <ContentSections sections={security.sections} idPrefix="security" />}
      </ClientContent>
    </>
  );
}

/** /contactUs (public area). */
export function ContactUsPage() {
  return <ContactUsContent />;
}

/**
 * Contact Us: the platform's answers first — the client's phone and email (GET /brand/{brand}), its addresses by type
 * (GET /brand/{brand}/addressByType) and, signed in, the customer service number of the card in view (`cardPhone`,
 * the number on the back of the card) — then the client's own words (`content/contact.json`): more numbers with
 * their hours, opening hours, other addresses and notes.
 */
export function ContactUsContent({ cardPhone }: { cardPhone?: { phone: string; last4: string | null } | null }) {
  const { code, name, detail } = useBrandDetail();
  const addresses = useQuery({ ...brandAddressesQuery(code ?? ''), enabled: code !== null });
  const content = useClientContent('contact');
  const facts = useContentFacts();
  // The phone and email line and the client's numbers are longer than a stand-in: painting one first would push the rest down.
  if (code && (detail.status === 'pending' || content.status === 'pending')) {
    return (
      <>
        <h1>Contact Us</h1>
        <LoadingState label="Loading our contact details…" />
      </>
    );
  }
  if (!code) {
    return (
      <>
        <h1>Contact Us</h1>
        <Alert tone="info">
          <p>
            Your card is serviced by your bank. Call the customer service number on the back of your card, or{' '}
            <a href="/">open your bank's portal</a> to see its contact details.
          </p>
        </Alert>
      </>
    );
  }
  const own = content.data;
  return (
    <ContentFactsContext.Provider value={facts}>
      <h1>Contact Us</h1>
      {own?.sample ? <SampleNote /> : null}
      {own?.intro ? <Blocks blocks={own.intro} /> : null}
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
            For your card{cardPhone.last4 ? ` ending in ${cardPhone.last4}` : ''}, call <PhoneLink phone={cardPhone.phone} /> (the number on
            the back of your card).
          </p>
        ) : null}
        {own?.phones.length ? (
          <ul className="content-phones" data-testid="contact-phones">
            {own.phones.map((p, i) => (
              <li key={i}>
                <strong>
                  <InlineText text={p.label} />
                </strong>
                : <PhoneLink phone={p.number} />
                {p.hours ? (
                  <>
                    {' '}
                    (<InlineText text={p.hours} />)
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {own?.hours ? (
          <p data-testid="contact-hours">
            <InlineText text={own.hours} />
          </p>
        ) : null}
        {own?.notes ? <Blocks blocks={own.notes} /> : null}
      </section>
      {content.status === 'error' ? (
        <RetryAlert
          title="We couldn't load all our contact details"
          what={`${name}'s other numbers and opening hours`}
          onRetry={() => void content.refetch()}
        />
      ) : null}
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
      {own?.addresses?.length ? (
        <div className="content-grid" data-testid="contact-other-addresses">
          {own.addresses.map((a, i) => (
            <section key={i} className="panel" aria-labelledby={`other-address-${i}`}>
              <h2 id={`other-address-${i}`}>
                <InlineText text={a.heading} />
              </h2>
              <address>
                {a.lines.map((line, j) => (
                  <span key={j}>
                    {j ? <br /> : null}
                    <InlineText text={line} />
                  </span>
                ))}
              </address>
            </section>
          ))}
        </div>
      ) : null}
    </ContentFactsContext.Provider>
  );
}
