import { useState } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import type { Offer, OfferKind } from '../../../shared/contract/offers.js';
import { formatDate } from '../../../shared/format/format.js';
import { offers as offersPolicy } from '../../../shared/permissions/policies/cardholderFeatures.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { cardNumberParam } from '../../../shared/session/store.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Alert, SuccessNote } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataState } from '../../ui/DataSection.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { dateColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { offersQuery } from './api/offersApi.js';
import { ANSWER_WORDS, OfferCard } from './components/OfferCard.js';

/** The offers of the card in view: a cardholder's own (no parameter), an admin's card in view (`cardNumber`). */
function useOffers(pending: boolean) {
  const ref = useSignalValue(cardNumberParam);
  const allowed = usePermission(offersPolicy.view);
  const q = useQuery({ ...offersQuery(ref, pending), enabled: allowed.can });
  return { allowed, q };
}

/** A page showing the first pending offer of one kind; with none, back to the watcher (which goes on). */
function PendingOfferPage({ kind, title, done }: { kind: OfferKind; title: string; done: { href: string; label: string } }) {
  const { allowed, q } = useOffers(true);
  const card = useCardInView();
  const [answered, setAnswered] = useState<Offer | null>(null);
  const offer = q.data?.find((o) => o.kind === kind);
  if (!allowed.isLoading && !allowed.can) {
    return (
      <>
        <h1>{title}</h1>
        <Alert tone="info">
          <p>Offers are shown to the cardholder and to admin managers only.</p>
        </Alert>
        <p>
          <AppLink href={done.href}>{done.label}</AppLink>
        </p>
      </>
    );
  }
  if (answered) {
    return (
      <>
        <h1>{answered.title}</h1>
        <Alert
          tone="success"
          title={answered.status === 'ACCEPTED' ? 'Offer accepted' : answered.status === 'DECLINED' ? 'Offer declined' : 'Thank you'}
        >
          <p data-testid="offer-answer">
            {answered.status === 'ACCEPTED'
              ? answered.creditLimitIncrease
                ? 'Your new credit line is ready to use.'
                : 'We have noted your answer. The details will follow by email.'
              : answered.status === 'DECLINED'
                ? 'We won’t show you this offer again.'
                : 'We won’t show you this notice again.'}
          </p>
        </Alert>
        <p>
          <AppLink className="btn btn-primary" href={done.href}>
            {done.label}
          </AppLink>
        </p>
      </>
    );
  }
  return (
    <>
      {/* The offer's title is its heading once it is in; before (or when offers can't be shown), the page's. */}
      {q.status === 'success' ? null : <h1>{title}</h1>}
      <DataState state={q} what="your offers" retry={() => void q.refetch()}>
        {() =>
          offer ? (
            <>
              <p className="offer-kicker">{title}</p>
              <OfferCard offer={offer} heading="h1" creditLimit={card.dashboard.data?.balances.creditLimit} onAnswered={setAnswered} />
              <p>
                <AppLink href={done.href}>Decide later</AppLink>
              </p>
            </>
          ) : (
            <>
              <h1>{title}</h1>
              <p>There is nothing waiting for you here.</p>
              <p>
                <AppLink href={done.href}>{done.label}</AppLink>
              </p>
            </>
          )
        }
      </DataState>
      {q.status === 'error' ? (
        <p>
          <AppLink href={done.href}>{done.label}</AppLink>
        </p>
      ) : null}
    </>
  );
}

const CONTINUE = { href: pathOf('cardholder', 'offerWatcher'), label: 'Continue to your account' };
const TO_OFFERS = { href: pathOf('cardholder', 'offer'), label: 'Back to your offers' };

/** /pre-dashboard/preemptive-offer: a pre-approved offer between login and the dashboard. */
export const PreemptiveOfferPage = () => <PendingOfferPage kind="PREEMPTIVE" title="You’re pre-approved" done={CONTINUE} />;
/** /pre-dashboard/informational: a notice to read between login and the dashboard. */
export const InformationalPage = () => (
  <PendingOfferPage kind="INFORMATIONAL" title="Important information about your account" done={CONTINUE} />
);
/** /dashboard-cardholder/offer-inter: a promotion shown full-page between login and the dashboard. */
export const OfferInterPage = () => <PendingOfferPage kind="INTERSTITIAL" title="An offer for you" done={CONTINUE} />;
/** /dashboard-cardholder/offer-preempt: the card's pre-approved offer, full-page, from the offers list. */
export const OfferPreemptPage = () => <PendingOfferPage kind="PREEMPTIVE" title="You’re pre-approved" done={TO_OFFERS} />;

const KIND_WORDS: Record<OfferKind, string> = { PREEMPTIVE: 'Pre-approved offer', INTERSTITIAL: 'Promotion', INFORMATIONAL: 'Notice' };
const columns: TableColumn<Offer>[] = [
  { id: 'title', header: 'Offer', text: (o) => o.title },
  { id: 'kind', header: 'Kind', text: (o) => KIND_WORDS[o.kind] },
  dateColumn('offered', 'Offered', (o) => o.offeredDate),
  {
    id: 'status',
    header: 'Your answer',
    text: (o) =>
      o.answeredDate
        ? `${ANSWER_WORDS[o.status]} on ${formatDate(o.answeredDate.slice(0, 10))}${o.answeredBy ? ` by ${o.answeredBy}` : ''}`
        : ANSWER_WORDS[o.status],
  },
];

/**
 * /dashboard-cardholder/offer: the card's offers — those waiting for an answer first, each answerable here — and
 * every offer with the answer the platform remembers.
 */
export function OffersPage() {
  const { allowed, q } = useOffers(false);
  const card = useCardInView();
  const table = useTableState({
    prefix: 'offers',
    sortable: ['title', 'kind', 'offered', 'status'],
    defaultSort: { id: 'offered', desc: true },
  });
  const [answered, setAnswered] = useState<string | null>(null);
  const pending = (q.data ?? []).filter((o) => o.status === 'PENDING');
  return (
    <>
      <h1>Offers</h1>
      <SuccessNote text={answered} />
      {allowed.can && q.status === 'success' && pending.length === 0 ? <p>No offers are waiting for an answer.</p> : null}
      {pending.map((o) => (
        <OfferCard
          key={o.offerId}
          offer={o}
          creditLimit={card.dashboard.data?.balances.creditLimit}
          onAnswered={(a) => setAnswered(`${a.title}: ${ANSWER_WORDS[a.status].toLowerCase()}.`)}
        />
      ))}
      <DataTable
        caption="All offers"
        columns={columns}
        rows={q.data ?? []}
        rowKey={(o) => o.offerId}
        table={table}
        what="offers"
        emptyText="There are no offers for this card."
        loaded={q}
        retry={() => void q.refetch()}
        exportCsv={{ filename: 'offers.csv' }}
      />
    </>
  );
}
