import { Alert } from '../../ui/Alert.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { AppLink } from '../../ui/AppLink.js';
import { LoadingState } from '../../ui/Spinner.js';
import { PhoneLink } from '../../ui/ContentParts.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { rewardsProgram, variantFor, type RewardsProgram } from '../../../shared/brand/rewardsVariants.js';

/** The client's program from GET /brand/{brand} (its rewardsVariant); the brand code if that call fails. */
function useProgram() {
  const { code, name, detail } = useBrandDetail();
  const loading = isLoading(detail);
  const program = rewardsProgram(variantFor(detail.status === 'success' ? detail.data.rewardsVariant : null, code), name);
  return { code, name, detail, loading, program };
}

function NoBankNote() {
  return (
    <Alert tone="info">
      <p>
        Rewards programs differ from bank to bank. The program below is our standard program; to see your bank's own program, open this page
        from your bank's portal. <a href="/">Find your bank's portal</a>.
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
        <p>We couldn't load {name}'s contact details just now. For questions about your points, call the number on the back of your card.</p>
      </Alert>
    );
  }
  return <p>Questions about your points? Call the customer service number on the back of your card.</p>;
}

/** /aboutRewards: the client's rewards program — name, how points are earned and how they are redeemed. */
export function AboutRewardsPage() {
  const { code, name, detail, loading, program } = useProgram();
  return (
    <>
      <h1>About Rewards</h1>
      {!code ? <NoBankNote /> : null}
      {loading ? (
        <LoadingState label="Loading your rewards program…" />
      ) : (
        <>
          <section className="panel" aria-labelledby="rewards-program">
            <h2 id="rewards-program" data-testid="rewards-program-name">
              {program.programName}
            </h2>
            <p>{program.summary}</p>
            <EarningList program={program} />
          </section>
          <section className="panel" aria-labelledby="rewards-redeem">
            <h2 id="rewards-redeem">Redeeming your points</h2>
            <p>Every 100 points are worth $1. Log in and open Rewards to see your balance and redeem:</p>
            <ul>
              {program.redemption.map((r) => (
                <li key={r.option}>
                  <strong>{r.option}.</strong> {r.detail}
                </li>
              ))}
            </ul>
          </section>
          <section className="panel" aria-labelledby="rewards-more">
            <h2 id="rewards-more">Good to know</h2>
            <p>{program.expiry}</p>
            <ContactLine detail={detail} name={name} />
            <ul className="link-list">
              <li>
                <AppLink href="/aboutRewards/rewardsTerms">{program.programName} terms and conditions</AppLink>
              </li>
              <li>
                <AppLink href="/login">Log in to see your points</AppLink>
              </li>
            </ul>
          </section>
        </>
      )}
    </>
  );
}

function EarningList({ program }: { program: RewardsProgram }) {
  return (
    <>
      <h3>Earning points</h3>
      <ul>
        {program.earning.map((e) => (
          <li key={e.on}>
            <strong>{e.rate}</strong> on {e.on}
          </li>
        ))}
        {program.earningNotes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}

/** The program's terms: shared by /aboutRewards/rewardsTerms and /info/terms/rewards. */
export function RewardsTermsBody({ program, client }: { program: RewardsProgram; client: string }) {
  const sections: { heading: string; text: string[] }[] = [
    {
      heading: 'About these terms',
      text: [
        `These terms govern the ${program.programName} program ("the program") offered by ${client} ("we", "us") to holders of eligible card accounts. They form part of your cardholder agreement. By using your card you accept them.`,
      ],
    },
    {
      heading: 'Earning points',
      text: [
        `You earn ${program.earning.map((e) => `${e.rate} on ${e.on}`).join('; ')}. ${program.earningNotes.join(' ')}`,
        'Points are earned on purchases, less returns and credits. Cash advances, balance transfers, convenience checks, fees, interest, and purchases of cash equivalents (such as money orders, prepaid cards and gaming chips) do not earn points. A return or credit removes the points its purchase earned.',
        'Points are credited in the billing cycle in which the purchase posts to your account.',
      ],
    },
    ...program.specialTerms.map((t) => ({ heading: t.heading, text: [t.text] })),
    {
      heading: 'Redeeming points',
      text: [
        'Every 100 points are worth $1. ' + program.redemption.map((r) => `${r.option}: ${r.detail}`).join(' '),
        'Only the primary cardholder, or the person the account names to redeem, may redeem points. On company accounts whose rewards are consolidated, points are redeemed by the company’s designated redeemer.',
        'A statement credit does not count as a payment and does not reduce your minimum payment due.',
      ],
    },
    {
      heading: 'Expiration and forfeiture',
      text: [
        program.expiry,
        'You forfeit all points if your account is closed for any reason, or if it is more than 60 days past due. Points have no cash value except as described here and cannot be transferred or sold.',
      ],
    },
    {
      heading: 'Changes to the program',
      text: [
        'We may change or end the program, including how points are earned or redeemed, by notice to you as the law requires. If we end the program, you will have at least 90 days to redeem your points.',
        'Rewards may be taxable income in some cases. Consult your tax adviser; we do not give tax advice.',
      ],
    },
  ];
  return (
    <>
      {sections.map((s) => (
        <section key={s.heading} className="panel" aria-labelledby={`terms-${s.heading.replace(/\W+/g, '-').toLowerCase()}`}>
          <h2 id={`terms-${s.heading.replace(/\W+/g, '-').toLowerCase()}`}>{s.heading}</h2>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** /aboutRewards/rewardsTerms: the client's rewards program terms. */
export function RewardsTermsPage() {
  const { code, name, loading, program } = useProgram();
  return (
    <>
      <h1>Rewards Terms</h1>
      {!code ? <NoBankNote /> : null}
      {loading ? (
        <LoadingState label="Loading your rewards terms…" />
      ) : (
        <>
          <p data-testid="rewards-program-name">
            <strong>{program.programName}</strong> — terms and conditions
          </p>
          <RewardsTermsBody program={program} client={name} />
          <p>
            <AppLink href="/aboutRewards">About {program.programName}</AppLink>
          </p>
        </>
      )}
    </>
  );
}

export { useProgram };
