import { AppLink } from './AppLink.js';
import { Blocks, ContentSections } from './content/ContentBlocks.js';
import { ClientContent } from './content/ClientContent.js';

/**
 * The client's card account terms (rates, interest, fees, payments, billing rights, changes) in its own words from
 * its asset area (`content/terms.json`, the defaults' sample otherwise): the public /info/terms page and a signed-in
 * cardholder's Terms and Conditions show the same text.
 */
export function AccountTerms({ client, contactHref }: { client: string; contactHref: string }) {
  return (
    <ClientContent piece="terms" what="the terms and conditions">
      {(terms) => (
        <>
          {terms.intro ? <Blocks blocks={terms.intro} /> : null}
          <ContentSections sections={terms.sections} idPrefix="account-terms" />
          <p>
            Questions about these terms? <AppLink href={contactHref}>Contact {client}</AppLink>.
          </p>
        </>
      )}
    </ClientContent>
  );
}
