import type { ReactNode } from '../../lib/react-deps.js';
import { Alert } from '../../ui/Alert.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { AppLink } from '../../ui/AppLink.js';
import { LoadingState } from '../../ui/Spinner.js';
import { PhoneLink } from '../../ui/ContentParts.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { variantFor } from '../../../shared/brand/rewardsVariants.js';
import { programFor, type RewardsProgramContent } from '../../../shared/content/contentPieces.js';
import { ClientContent, SampleNote } from '../../ui/content/ClientContent.js';
import { ContentSections } from '../../ui/content/ContentBlocks.js';
import { InlineText } from '../../ui/content/InlineText.js';

/**
 * The client's rewards program in its own words (its asset area's `content/rewards.json`), picked by the rewards
 * variant the platform names for the client (GET /brand/{brand}); by the brand code when that call fails.
 */
function RewardsProgram({ children }: { children: (program: RewardsProgramContent) => ReactNode }) {
  const { code, detail } = useBrandDetail();
  if (isLoading(detail)) return <LoadingState label="Loading your rewards program…" />;
  const variant = variantFor(detail.status === 'success' ? detail.data.rewardsVariant : null, code);
  return (
    <ClientContent piece="rewards" what="the rewards program">
      {(rewards) => {
        const program = programFor(rewards, variant);
        if (!program)
          return (
            <Alert tone="info">
              <p>The rewards program isn't described here yet. Log in and open Rewards to see your points.</p>
            </Alert>
          );
        return (
          <>
            {program.sample ? <SampleNote /> : null}
            {children(program)}
          </>
        );
      }}
    </ClientContent>
  );
}

function NoBankNote() {
  return (
    <Alert tone="info">
      <p>
        Rewards programs differ from bank to bank. To see your bank's own program, open this page from your bank's portal.{' '}
        <a href="/">Find your bank's portal</a>.
      </p>
    </Alert>
  );
}

function ContactLine({ detail, name }: { detail: ReturnType<typeof useBrandDetail>['detail']; name: string }) {
  if (detail.status === 'success') {
    return (
      <p>
        Questions about your points? Call {name} at <PhoneLink phone={detail.data.phone} /> or email{' '}
        <a href={`mailto:${detail.data.email}`}>{detail.data.email}</a>.
      </p>
    );
  }
  if (detail.status === 'error') {
    return (
      <Alert tone="info">
        <p>
          We couldn't load {name}'s contact details just now. For questions about your points, call the number on the back of your card.
        </p>
      </Alert>
    );
  }
  return <p>Questions about your points? Call the customer service number on the back of your card.</p>;
}

/** /aboutRewards: the client's rewards program — name, how points are earned and how they are redeemed. */
export function AboutRewardsPage() {
  const { code, name, detail } = useBrandDetail();
  return (
    <>
      <h1>About Rewards</h1>
      {!code ? <NoBankNote /> : null}
      <RewardsProgram>
        {(program) => (
          <>
            <section className="panel" aria-labelledby="rewards-program">
              <h2 id="rewards-program" data-testid="rewards-program-name">
                <InlineText text={program.name} />
              </h2>
              <p>
                <InlineText text={program.summary} />
              </p>
              <EarningList program={program} />
            </section>
            <section className="panel" aria-labelledby="rewards-redeem">
              <h2 id="rewards-redeem">Redeeming your points</h2>
              <p>Log in and open Rewards to see your points, what they are worth and the smallest amount you can redeem each way:</p>
              <ul>
                {program.redemption.map((r, i) => (
                  <li key={i}>
                    <strong>
                      <InlineText text={r.option} />.
                    </strong>{' '}
                    <InlineText text={r.detail} />
                  </li>
                ))}
              </ul>
            </section>
            <section className="panel" aria-labelledby="rewards-more">
              <h2 id="rewards-more">Good to know</h2>
              <p>
                <InlineText text={program.expiry} />
              </p>
              <ContactLine detail={detail} name={name} />
              <ul className="link-list">
                <li>
                  <AppLink href="/aboutRewards/rewardsTerms">
                    <InlineText text={program.name} /> terms and conditions
                  </AppLink>
                </li>
                <li>
                  <AppLink href="/login">Log in to see your points</AppLink>
                </li>
              </ul>
            </section>
          </>
        )}
      </RewardsProgram>
    </>
  );
}

function EarningList({ program }: { program: RewardsProgramContent }) {
  return (
    <>
      <h3>Earning points</h3>
      <ul>
        {program.earning.map((e, i) => (
          <li key={i}>
            <strong>
              <InlineText text={e.rate} />
            </strong>{' '}
            on <InlineText text={e.on} />
          </li>
        ))}
        {(program.earningNotes ?? []).map((n, i) => (
          <li key={`note-${i}`}>
            <InlineText text={n} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The program's name and its terms: shared by /aboutRewards/rewardsTerms and /info/terms/rewards. */
export function RewardsTermsBody({ program }: { program: RewardsProgramContent }) {
  return (
    <>
      <p data-testid="rewards-program-name">
        <strong>
          <InlineText text={program.name} />
        </strong>{' '}
        — terms and conditions
      </p>
      <ContentSections sections={program.terms} idPrefix="rewards-terms" />
      {program.specialTerms?.length ? <ContentSections sections={program.specialTerms} idPrefix="rewards-special" /> : null}
    </>
  );
}

/** /aboutRewards/rewardsTerms: the client's rewards program terms. */
export function RewardsTermsPage() {
  const { code } = useBrandDetail();
  return (
    <>
      <h1>Rewards Terms</h1>
      {!code ? <NoBankNote /> : null}
      <RewardsProgram>
        {(program) => (
          <>
            <RewardsTermsBody program={program} />
            <p>
              <AppLink href="/aboutRewards">
                About <InlineText text={program.name} />
              </AppLink>
            </p>
          </>
        )}
      </RewardsProgram>
    </>
  );
}

export { RewardsProgram };
