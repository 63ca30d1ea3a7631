import { useQuery } from '../../lib/data-deps.js';
import type { BonusPoints, Redemption, RewardDescriptionResponse } from '../../../shared/contract/rewards.js';
import { rewardsProgram, variantFor, type RewardsProgram } from '../../../shared/brand/rewardsVariants.js';
import { formatCount, formatDate, formatMoney } from '../../../shared/format/format.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { rewardDescriptionQuery } from '../../api/rewardDescription.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { Alert } from '../../ui/Alert.js';
import { DataSection, DataState, SummaryList } from '../../ui/DataSection.js';
import { ShownTogether } from '../../ui/ShownTogether.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { bonusPointsQuery } from './api/bonusPoints.js';
import { redemptionHistoryQuery } from './api/redemptionHistory.js';
import { RedeemPoints } from './components/RedeemPoints.js';
import { REDEMPTION_NAMES } from './redeemForm.js';
import './rewards.css';

type Description = RewardDescriptionResponse['data'];
type Bonus = BonusPoints;

const bonusColumns: TableColumn<Bonus>[] = [
  dateColumn('earned', 'Earned', (b) => b.earnedDate),
  { id: 'description', header: 'Bonus', text: (b) => b.description },
  { id: 'points', header: 'Points', align: 'end', text: (b) => formatCount(b.points), sortValue: (b) => b.points },
  { id: 'expires', header: 'Expires', text: (b) => (b.expirationDate ? formatDate(b.expirationDate) : 'Never'), sortValue: (b) => b.expirationDate ?? '9999-12-31' },
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
 * /dashboard-cardholder/cardholder-rewards (issue 13): the points balance and its cash value under the client's
 * program name (spec §1 rewards variant, as the public rewards pages name it), redeeming (statement credit, direct
 * deposit, GiveBack where the program has it) through a review step, bonus points and redemption history. The
 * route's rule keeps it to rewards products and §6's roles; the platform's consolidation answer decides whether
 * this card redeems, and names who does when it may not.
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
  const { code, name, detail } = useBrandDetail();
  // Independent calls, started together.
  const description = useQuery(rewardDescriptionQuery(cardRef));
  const bonus = useQuery(bonusPointsQuery(cardRef));
  const history = useQuery(redemptionHistoryQuery(cardRef));
  const variant = variantFor(description.data?.rewardsVariant ?? (detail.status === 'success' ? detail.data.rewardsVariant : null), code);
  const program = rewardsProgram(variant, name);
  const bonusTable = useTableState({ prefix: 'bonus', sortable: ['earned', 'description', 'points', 'expires'], defaultSort: { id: 'earned', desc: true } });
  const historyTable = useTableState({ prefix: 'redemptions', sortable: ['date', 'type', 'amount', 'points', 'status', 'confirmation'], defaultSort: { id: 'date', desc: true } });
  // The program's name comes with the balance, and the panels under it grow as their answers arrive: shown together.
  return (
    <ShownTogether pending={isLoading(description) || isLoading(bonus) || isLoading(history)} label="Loading your rewards…">
      <p className="rewards-program">
        <strong>{program.programName}</strong>: {program.summary}
      </p>
      <DataSection title="Your points" state={description} what="your rewards balance" retry={() => void description.refetch()}>
        {(d) => <Points d={d} program={program} />}
      </DataSection>
      <section className="panel" aria-labelledby="redeem-heading">
        <h2 id="redeem-heading">Redeem points</h2>
        <DataState state={description} what="your rewards balance" retry={() => void description.refetch()}>
          {(d) => <RedeemPoints cardRef={cardRef} description={d} program={program} />}
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

function Points({ d, program }: { d: Description; program: RewardsProgram }) {
  return (
    <>
      <SummaryList
        rows={[
          ['Points balance', <span className="rewards-points">{formatCount(d.pointsBalance)}</span>],
          ['Cash value', formatMoney(d.cashValue)],
          ['Earning', d.description],
        ]}
      />
      <p className="field-hint">{program.expiry}</p>
    </>
  );
}
