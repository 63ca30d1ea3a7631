import { useQuery } from '../../lib/data-deps.js';
import type { BonusPoints, Redemption, RewardDescriptionResponse } from '../../../shared/contract/rewards.js';
import { variantFor } from '../../../shared/brand/rewardsVariants.js';
import { programFor, type RewardsProgramContent } from '../../../shared/content/contentPieces.js';
import { plainText } from '../../../shared/content/inlineText.js';
import { formatCount, formatDate, formatMoney } from '../../../shared/format/format.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { rewardDescriptionQuery } from '../../api/rewardDescription.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { useClientContent } from '../../lib/useClientContent.js';
import { AppLink } from '../../ui/AppLink.js';
import { SampleNote, useContentFacts } from '../../ui/content/ClientContent.js';
import { ContentFactsContext, InlineText } from '../../ui/content/InlineText.js';
import { Alert } from '../../ui/Alert.js';
import { DataSection, DataState, SummaryList } from '../../ui/DataSection.js';
import { ShownTogether } from '../../ui/ShownTogether.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { bonusPointsQuery } from './api/bonusPoints.js';
import { redemptionHistoryQuery } from './api/redemptionHistory.js';
import { RedeemPoints } from './components/RedeemPoints.js';
import { REDEMPTION_NAMES, type RedemptionLabels } from './redeemForm.js';
import './rewards.css';

type Description = RewardDescriptionResponse['data'];
type Bonus = BonusPoints;

const bonusColumns: TableColumn<Bonus>[] = [
  dateColumn('earned', 'Earned', (b) => b.earnedDate),
  { id: 'description', header: 'Bonus', text: (b) => b.description },
  { id: 'points', header: 'Points', align: 'end', text: (b) => formatCount(b.points), sortValue: (b) => b.points },
  {
    id: 'expires',
    header: 'Expires',
    text: (b) => (b.expirationDate ? formatDate(b.expirationDate) : 'Never'),
    sortValue: (b) => b.expirationDate ?? '9999-12-31',
  },
];

const historyColumns: TableColumn<Redemption>[] = [
  dateColumn('date', 'Date', (r) => r.redemptionDate),
  { id: 'type', header: 'Redeemed as', text: (r) => REDEMPTION_NAMES[r.redemptionType] },
  moneyColumn('amount', 'Amount', (r) => r.amount),
  { id: 'points', header: 'Points', align: 'end', text: (r) => formatCount(r.points), sortValue: (r) => r.points },
  { id: 'status', header: 'Status', text: (r) => (r.status === 'complete' ? 'Completed' : 'Pending') },
  { id: 'confirmation', header: 'Confirmation number', text: (r) => r.confirmationNumber },
];

/**
 * /dashboard-cardholder/cardholder-rewards: the program as the platform answers it (`rewarddescription`: its name
 * and earning, the points, what a point is worth, the ways to redeem and their minimums), redeeming through a review
 * step, bonus points and redemption history. The client's own words for its program (its asset area's rewards
 * content, by the variant the platform names) add the expiry rule and its names for the ways to redeem. The route's
 * rule keeps it to rewards products and the docs/requirements.md#spec-6-permissions roles; the platform's consolidation answer decides whether this card
 * redeems, and names who does when it may not.
 */
export function RewardsPage() {
  const card = useCardInView();
  return (
    <>
      <h1>Rewards</h1>
      <DataState state={card.dashboard} what="your card account">
        {() =>
          card.cardRef ? (
            <Rewards cardRef={card.cardRef} />
          ) : (
            <Alert tone="info">
              <p>This account has no card yet, so it has no rewards. Points are earned once the card is issued and used.</p>
            </Alert>
          )
        }
      </DataState>
    </>
  );
}

function Rewards({ cardRef }: { cardRef: string }) {
  const { code, detail } = useBrandDetail();
  const facts = useContentFacts();
  // Independent calls, started together.
  const description = useQuery(rewardDescriptionQuery(cardRef));
  const bonus = useQuery(bonusPointsQuery(cardRef));
  const history = useQuery(redemptionHistoryQuery(cardRef));
  const content = useClientContent('rewards');
  const variant = variantFor(description.data?.rewardsVariant ?? (detail.status === 'success' ? detail.data.rewardsVariant : null), code);
  // Without the client's words the page still has the platform's facts: the ways to redeem keep their usual names.
  const program = content.data ? programFor(content.data, variant) : null;
  const labels: RedemptionLabels = Object.fromEntries(
    (program?.redemption ?? []).flatMap((r) => (r.kind ? [[r.kind, plainText(r.option, facts)]] : [])),
  );
  const bonusTable = useTableState({
    prefix: 'bonus',
    sortable: ['earned', 'description', 'points', 'expires'],
    defaultSort: { id: 'earned', desc: true },
  });
  const historyTable = useTableState({
    prefix: 'redemptions',
    sortable: ['date', 'type', 'amount', 'points', 'status', 'confirmation'],
    defaultSort: { id: 'date', desc: true },
  });
  // The program's name comes with the balance, and the panels under it grow as their answers arrive: shown together.
  return (
    <ShownTogether
      pending={isLoading(description) || isLoading(bonus) || isLoading(history) || isLoading(content)}
      label="Loading your rewards…"
    >
      {description.data ? (
        <p className="rewards-program" data-testid="rewards-program">
          <strong>{description.data.programName}</strong>: {description.data.description}
        </p>
      ) : null}
      <DataSection title="Your points" state={description} what="your rewards balance" retry={() => void description.refetch()}>
        {(d) => (
          <ContentFactsContext.Provider value={facts}>
            <Points d={d} program={program} />
          </ContentFactsContext.Provider>
        )}
      </DataSection>
      <section className="panel" aria-labelledby="redeem-heading">
        <h2 id="redeem-heading">Redeem points</h2>
        <DataState state={description} what="your rewards balance" retry={() => void description.refetch()}>
          {(d) => <RedeemPoints cardRef={cardRef} description={d} labels={labels} />}
        </DataState>
      </section>
      <section className="panel" aria-labelledby="bonus-heading">
        <h2 id="bonus-heading">Bonus points</h2>
        <DataTable
          caption="Bonus points"
          captionHidden
          columns={bonusColumns}
          rows={bonus.data?.data ?? []}
          rowKey={(b) => String(b.bonusId)}
          table={bonusTable}
          what="bonus points"
          loaded={bonus}
          retry={() => void bonus.refetch()}
          emptyText="No bonus points yet."
          exportCsv={{ filename: 'bonus-points.csv' }}
          footer={bonus.data ? <p className="tx-totals">Total bonus points: {formatCount(bonus.data.totalBonusPoints)}</p> : null}
        />
      </section>
      <section className="panel" aria-labelledby="redemptions-heading">
        <h2 id="redemptions-heading">Redemption history</h2>
        <DataTable
          caption="Redemption history"
          captionHidden
          columns={historyColumns}
          rows={history.data ?? []}
          rowKey={(r) => String(r.redemptionId)}
          table={historyTable}
          what="redemptions"
          search={{ label: 'Search redemptions', hint: 'Search by date (MM/DD/YYYY), amount, kind or confirmation number.' }}
          loaded={history}
          retry={() => void history.refetch()}
          emptyText="No redemptions yet. Points you redeem appear here."
          exportCsv={{ filename: 'redemption-history.csv' }}
        />
      </section>
    </ShownTogether>
  );
}

function Points({ d, program }: { d: Description; program: RewardsProgramContent | null }) {
  return (
    <>
      <SummaryList
        rows={[
          ['Points balance', <span className="rewards-points">{formatCount(d.pointsBalance)}</span>],
          ['Cash value', formatMoney(d.cashValue)],
          ['Point value', `${formatCount(d.pointsPerDollarRedeemed)} points = $1.00`],
        ]}
      />
      {program ? (
        <>
          {program.sample ? <SampleNote /> : null}
          <p className="field-hint" data-testid="rewards-expiry">
            <InlineText text={program.expiry} /> <AppLink href="/info/terms/rewards">Program terms</AppLink>
          </p>
        </>
      ) : null}
    </>
  );
}
