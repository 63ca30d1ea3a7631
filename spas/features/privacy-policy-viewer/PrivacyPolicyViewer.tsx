import { ClientContent } from '../../ui/content/ClientContent.js';
import { Blocks } from '../../ui/content/ContentBlocks.js';
import { InlineText } from '../../ui/content/InlineText.js';
import { DocumentPage } from '../../ui/DocumentPage.js';

/** /privacy-policy-viewer (no layout): the client's full privacy policy, in its own words (`content/privacy.json`). */
export function PrivacyPolicyViewer() {
  return (
    <ClientContent piece="privacy" what="our privacy policy">
      {(privacy) => (
        <DocumentPage
          title="Privacy Policy"
          intro={privacy.policy.intro ? <Blocks blocks={privacy.policy.intro} /> : null}
          sections={privacy.policy.sections.map((s, i) => ({
            id: `policy-${i}`,
            heading: <InlineText text={s.heading} />,
            body: <Blocks blocks={s.body} />,
          }))}
        />
      )}
    </ClientContent>
  );
}
