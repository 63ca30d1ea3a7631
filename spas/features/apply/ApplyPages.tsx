import type { Document } from '../../../shared/content/contentBlocks.js';
import { AppLink } from '../../ui/AppLink.js';
import { PhoneLink } from '../../ui/ContentParts.js';
import { ClientContent } from '../../ui/content/ClientContent.js';
import { Blocks, ContentSections } from '../../ui/content/ContentBlocks.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';

/** /applynow (route and the applynow host): how to apply, what to have ready, and the terms first, in the client's words. */
export function ApplyNowPage() {
  const { code, name, detail } = useBrandDetail();
  const issuer = code ? name : 'your bank';
  return (
    <>
      <h1>Apply Now</h1>
      <ClientContent piece="apply" what="how to apply">
        {(apply) => (
          <>
            <section className="panel" aria-labelledby="apply-intro">
              <h2 id="apply-intro">Apply for a {code ? `${name} ` : ''}credit card</h2>
              {apply.applyNow.intro ? <Blocks blocks={apply.applyNow.intro} /> : null}
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
            <ContentSections sections={apply.applyNow.sections} idPrefix="apply" />
            {/* Under the content and shown with it: a line below content still arriving would be pushed down. */}
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
          </>
        )}
      </ClientContent>
    </>
  );
}

function ApplyDocument({ doc }: { doc: Document }) {
  return (
    <>
      {doc.intro ? <Blocks blocks={doc.intro} /> : null}
      <ContentSections sections={doc.sections} idPrefix="doc" />
    </>
  );
}

/** /preterms: the rates, fees and rules to read before applying. */
export function PreTermsPage() {
  return (
    <>
      <h1>Terms Before You Apply</h1>
      <ClientContent piece="apply" what="the terms before you apply">
        {(apply) => (
          <>
            <ApplyDocument doc={apply.preTerms} />
            <p>
              <AppLink href="/applynow">Back to Apply Now</AppLink>
            </p>
          </>
        )}
      </ClientContent>
    </>
  );
}

/** /postterms: what applies once the application is approved. */
export function PostTermsPage() {
  return (
    <>
      <h1>Terms of Your Account</h1>
      <ClientContent piece="apply" what="the terms of your account">
        {(apply) => (
          <>
            <ApplyDocument doc={apply.postTerms} />
            <p>
              <AppLink href="/registerCard">Register your card online</AppLink> once it arrives.
            </p>
          </>
        )}
      </ClientContent>
    </>
  );
}

/** /terms-of-service: the website's terms of use. */
export function TermsOfServicePage() {
  return (
    <>
      <h1>Terms of Service</h1>
      <ClientContent piece="apply" what="the terms of service">
        {(apply) => <ApplyDocument doc={apply.termsOfService} />}
      </ClientContent>
    </>
  );
}
