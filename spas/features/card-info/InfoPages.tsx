import { useSearch, type ReactNode } from '../../lib/react-deps.js';
import { isLoggedIn, user } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { LoadingState } from '../../ui/Spinner.js';
import { companyProductCodeQuery } from './api/companyProductCode.js';
import { RetryAlert } from '../../ui/ContentParts.js';
import { useQuery } from '../../lib/data-deps.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { RewardsTermsBody, useProgram } from './RewardsPages.js';
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
          The terms of your {name} card account are set out in your cardholder agreement. These pages summarise them so you can check a rate,
          fee or rule at any time.
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
function useTermsVerdict(): { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'invalid' } | { state: 'ready'; verdict: TermsVerdict; fromAccount: boolean } {
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

function TermsGate({ what, children }: { what: string; children: (verdict: TermsVerdict & { show: true }, fromAccount: boolean) => ReactNode }) {
  const t = useTermsVerdict();
  const name = useBrandDetail().name;
  if (t.state === 'loading') return <LoadingState label="Checking your card program…" />;
  if (t.state === 'error') return <RetryAlert title="We couldn't confirm your card program" what="your card program's details" onRetry={t.retry} />;
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
    <p className="content-note">These are the general terms for personal and business cards. Your cardholder agreement states the terms of your own account.</p>
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
            <AccountTerms client={name} />
          </>
        )}
      </TermsGate>
    </>
  );
}

/** /info/terms/rewards: the rewards program's terms — unless the product's terms are not shown online. */
export function InfoTermsRewardsPage() {
  const { name, loading, program } = useProgram();
  return (
    <>
      <h1>Rewards Terms and Conditions</h1>
      <TermsGate what="rewards terms">
        {(v, fromAccount) =>
          loading ? (
            <LoadingState label="Loading your rewards terms…" />
          ) : (
            <>
              <ProgramNote code={v.code} fromAccount={fromAccount} />
              <p data-testid="rewards-program-name">
                <strong>{program.programName}</strong> — terms and conditions
              </p>
              <RewardsTermsBody program={program} client={name} />
            </>
          )
        }
      </TermsGate>
    </>
  );
}

function AccountTerms({ client }: { client: string }) {
  const sections: { heading: string; text: string[] }[] = [
    {
      heading: 'Interest rates',
      text: [
        `Your Annual Percentage Rates (APRs) for purchases, balance transfers and cash advances are stated in your cardholder agreement and on each monthly statement. Variable APRs follow the Prime Rate published in The Wall Street Journal, plus the margin in your agreement; when the Prime Rate changes, your APR changes from the next billing cycle.`,
        'A penalty APR may apply if a payment is returned or you pay late twice in six months. We will tell you before it applies, and review it after six months of on-time payments.',
      ],
    },
    {
      heading: 'How we calculate interest',
      text: [
        'We use the average daily balance method (including new transactions). Your due date is at least 25 days after the close of each billing cycle. We will not charge interest on purchases if you pay your entire balance by the due date each month.',
        'Interest on cash advances and balance transfers starts on the transaction date.',
      ],
    },
    {
      heading: 'Fees',
      text: [
        'Your agreement lists every fee that can apply to your account, such as late payment, returned payment, cash advance, balance transfer and foreign transaction fees. A late payment fee never exceeds your minimum payment due.',
        `${client} does not charge a fee to pay online, to set up autopay or to receive paperless statements.`,
      ],
    },
    {
      heading: 'Payments',
      text: [
        'Pay at least the minimum payment by the due date shown on your statement. Payments made online before 5 p.m. Eastern Time on a business day are credited that day.',
        'Amounts you pay above the minimum are applied first to the balance with the highest APR.',
      ],
    },
    {
      heading: 'Your billing rights',
      text: [
        'If you think there is an error on your statement, write to us within 60 days after we sent the first statement on which the error appeared, at the address for billing inquiries shown on your statement and on our Contact Us page. Tell us your name and account number, the dollar amount of the suspected error, and why you believe there is an error.',
        'While we investigate, you do not have to pay the amount in question, and we cannot try to collect it or report you as delinquent on that amount. We will reply within 30 days and resolve the matter within 90 days.',
      ],
    },
    {
      heading: 'Changes to these terms',
      text: ['We may change the terms of your account as the law and your agreement allow. We will give you at least 45 days’ written notice of a significant change, and tell you of any right you have to reject it.'],
    },
  ];
  return (
    <>
      {sections.map((s, i) => (
        <section key={s.heading} className="panel" aria-labelledby={`account-terms-${i}`}>
          <h2 id={`account-terms-${i}`}>{s.heading}</h2>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </section>
      ))}
      <p>
        Questions about these terms? <AppLink href="/contactUs">Contact {client}</AppLink>.
      </p>
    </>
  );
}
