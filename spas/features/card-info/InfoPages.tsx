import { useSearch, type ReactNode } from '../../lib/react-deps.js';
import { isLoggedIn, user } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { LoadingState } from '../../ui/Spinner.js';
import { AccountTerms } from '../../ui/AccountTerms.js';
import { companyProductCodeQuery } from './api/companyProductCode.js';
import { RetryAlert } from '../../ui/ContentParts.js';
import { useQuery } from '../../lib/data-deps.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { RewardsProgram, RewardsTermsBody } from './RewardsPages.js';
import { PRODUCT_CODE_PARAM, productCodeSource, termsVerdict, type TermsVerdict } from '../../../shared/permissions/termsAccess.js';

/** Keeps `productCode` on links between the info pages. */
function withProductCode(path: string, search: string): string {
  const code = new URLSearchParams(search).get(PRODUCT_CODE_PARAM);
  return code ? `${path}?${new URLSearchParams({ [PRODUCT_CODE_PARAM]: code }).toString()}` : path;
}

/** /info: the card program's information — rates and fees, terms, rewards terms. */
export function InfoPage() {
  const search = useSearch();
  const name = useBrandDetail().name;
  return (
    <>
      <h1>Card Information</h1>
      <section className="panel" aria-labelledby="info-docs">
        <h2 id="info-docs">Your card program's documents</h2>
        <p>
          The terms of your {name} card account are set out in your cardholder agreement. These pages summarise them so you can check a
          rate, fee or rule at any time.
        </p>
        <ul className="link-list">
          <li>
            <AppLink href={withProductCode('/info/terms', search)}>Terms and Conditions, Rates and Fees</AppLink>
          </li>
          <li>
            <AppLink href={withProductCode('/info/terms/rewards', search)}>Rewards Terms and Conditions</AppLink>
          </li>
          <li>
            <AppLink href="/aboutRewards">About the rewards program</AppLink>
          </li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="info-help">
        <h2 id="info-help">Help and policies</h2>
        <ul className="link-list">
          <li>
            <AppLink href="/faqs">Frequently asked questions</AppLink>
          </li>
          <li>
            <AppLink href="/privacy">Privacy</AppLink>
          </li>
          <li>
            <AppLink href="/security">Security</AppLink>
          </li>
          <li>
            <AppLink href="/contactUs">Contact us</AppLink>
          </li>
        </ul>
      </section>
    </>
  );
}

/** Resolves the program's product code (query, else the logged-in user's company) and whether terms may show. */
function useTermsVerdict():
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'invalid' }
  | { state: 'ready'; verdict: TermsVerdict; fromAccount: boolean } {
  const search = useSearch();
  const loggedIn = useSignalValue(isLoggedIn);
  const current = useSignalValue(user);
  const source = productCodeSource(search, loggedIn, current?.userCompanyId);
  const companyId = source.kind === 'account' ? source.companyId : null;
  const company = useQuery({ ...companyProductCodeQuery(companyId ?? 0), enabled: companyId !== null });
  if (source.kind === 'invalid') return { state: 'invalid' };
  if (source.kind === 'query') return { state: 'ready', verdict: termsVerdict(source.code), fromAccount: false };
  if (source.kind === 'none') return { state: 'ready', verdict: termsVerdict(null), fromAccount: false };
  if (company.status === 'success') return { state: 'ready', verdict: termsVerdict(company.data), fromAccount: true };
  if (company.status === 'error') return { state: 'error', retry: () => void company.refetch() };
  return { state: 'loading' };
}

function TermsGate({
  what,
  children,
}: {
  what: string;
  children: (verdict: TermsVerdict & { show: true }, fromAccount: boolean) => ReactNode;
}) {
  const t = useTermsVerdict();
  const name = useBrandDetail().name;
  if (t.state === 'loading') return <LoadingState label="Checking your card program…" />;
  if (t.state === 'error')
    return <RetryAlert title="We couldn't confirm your card program" what="your card program's details" onRetry={t.retry} />;
  if (t.state === 'invalid') {
    return (
      <Alert tone="error" title="We don't recognise this link's card program">
        <p>
          The product code in this link isn't one we recognise, so we can't tell which {what} apply. Check the link, or see the{' '}
          <AppLink href={window.location.pathname}>general {what}</AppLink>.
        </p>
      </Alert>
    );
  }
  if (!t.verdict.show) {
    return (
      <Alert tone="info" title={`${capitalise(what)} aren't shown online for your card program`}>
        <p data-testid="terms-forbidden">
          Your card program (product {t.verdict.code}) is governed by the agreement between {name} and your company rather than the terms on
          this site. Your program administrator has a copy of that agreement. For questions, call the customer service number on the back of
          your card.
        </p>
        <p>
          <AppLink href="/info">Other card information</AppLink> · <AppLink href="/contactUs">Contact us</AppLink>
        </p>
      </Alert>
    );
  }
  return children(t.verdict, t.fromAccount);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function ProgramNote({ code, fromAccount }: { code: number | null; fromAccount: boolean }) {
  return code === null ? (
    <p className="content-note">
      These are the general terms for personal and business cards. Your cardholder agreement states the terms of your own account.
    </p>
  ) : (
    <p className="content-note">
      Terms for card program {code}
      {fromAccount ? ', the program of the account you are logged in with' : ''}.
    </p>
  );
}

/** /info/terms: terms and conditions, rates and fees — unless the product's terms are not shown online. */
export function InfoTermsPage() {
  const name = useBrandDetail().name;
  return (
    <>
      <h1>Terms and Conditions</h1>
      <TermsGate what="terms and conditions">
        {(v, fromAccount) => (
          <>
            <ProgramNote code={v.code} fromAccount={fromAccount} />
            <AccountTerms client={name} contactHref="/contactUs" />
          </>
        )}
      </TermsGate>
    </>
  );
}

/** /info/terms/rewards: the rewards program's terms — unless the product's terms are not shown online. */
export function InfoTermsRewardsPage() {
  return (
    <>
      <h1>Rewards Terms and Conditions</h1>
      <TermsGate what="rewards terms">
        {(v, fromAccount) => (
          <>
            <ProgramNote code={v.code} fromAccount={fromAccount} />
            <RewardsProgram>{(program) => <RewardsTermsBody program={program} />}</RewardsProgram>
          </>
        )}
      </TermsGate>
    </>
  );
}
