import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { RedeemResponse, RewardDescriptionResponse } from '../../../../shared/contract/rewards.js';
import { formatCount, formatDate, formatMoney } from '../../../../shared/format/format.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { accountSummaryKey } from '../../../api/accountSummary.js';
import { moneyMoveFailure } from '../../../lib/failure.js';
import { useSubmitOnce } from '../../../lib/useSubmitOnce.js';
import { useReviewKeys, type ReviewKeys } from '../../../lib/useReviewKeys.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { TextField } from '../../../ui/TextField.js';
import { StepHeading } from '../../../ui/forms/FormParts.js';
import { RadioField } from '../../../ui/forms/RadioField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { redeem, type RedemptionRequest } from '../api/redeem.js';
import {
  REDEMPTION_NAMES,
  pointsFor,
  redeemDefaults,
  redeemOptions,
  redeemSchema,
  redeemerText,
  type RedeemFormValues,
  type RedeemOption,
  type RedemptionLabels,
} from '../redeemForm.js';

type Description = RewardDescriptionResponse['data'];
type Stage =
  { step: 'form' } | { step: 'review'; request: RedemptionRequest; key: string } | { step: 'done'; result: RedeemResponse['data'] };

/**
 * Redeeming: how and how much (each way's minimum, up to the points' value), a review step with its own
 * Idempotency-Key (kept when the same redemption is reviewed again after a try that was not answered), and the
 * confirmation. The balance, the history and everything showing the card's balance
 * refresh without a reload. A card the consolidation rules keep from redeeming says who redeems instead.
 */
export function RedeemPoints({ cardRef, description, labels }: { cardRef: string; description: Description; labels: RedemptionLabels }) {
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  const [values, setValues] = useState<RedeemFormValues>(redeemDefaults);
  const keys = useReviewKeys<{ cardRef: string; request: RedemptionRequest }>();
  if (!description.canRedeem) {
    return (
      <Alert tone="info" title="This card doesn’t redeem points">
        <p>{redeemerText(description.redeemer)}</p>
      </Alert>
    );
  }
  const options = redeemOptions(description, labels);
  const rate = description.pointsPerDollarRedeemed;
  const smallest = Math.min(...options.map((o) => o.minimum));
  if (stage.step === 'form' && description.cashValue < smallest) {
    return (
      <p>
        You have {formatCount(description.pointsBalance)} points ({formatMoney(description.cashValue)}). Points can be redeemed from{' '}
        {formatMoney(smallest)} ({formatCount(pointsFor(smallest, rate))} points).
      </p>
    );
  }
  if (stage.step === 'review') {
    return (
      <Review
        cardRef={cardRef}
        request={stage.request}
        pointsPerDollar={rate}
        idempotencyKey={stage.key}
        keys={keys}
        onEdit={() => setStage({ step: 'form' })}
        onDone={(result) => setStage({ step: 'done', result })}
      />
    );
  }
  if (stage.step === 'done') {
    const r = stage.result.redemption;
    return (
      <div>
        <StepHeading step={3} of={3} title="Points redeemed" focus />
        <Alert tone="success" title={`Confirmation number ${r.confirmationNumber}`}>
          <p>
            {formatCount(r.points)} points were redeemed as a {REDEMPTION_NAMES[r.redemptionType].toLowerCase()} of {formatMoney(r.amount)}{' '}
            on {formatDate(r.redemptionDate)}. You have {formatCount(stage.result.pointsBalance)} points left.
          </p>
        </Alert>
        <Button
          onClick={() => {
            setValues(redeemDefaults);
            setStage({ step: 'form' });
          }}
        >
          Redeem more points
        </Button>
      </div>
    );
  }
  return (
    <RedeemForm
      key={`${description.cashValue}`}
      options={options}
      cashValue={description.cashValue}
      pointsBalance={description.pointsBalance}
      pointsPerDollar={rate}
      initial={values}
      onReview={(request, typed) => {
        setValues(typed);
        setStage({ step: 'review', request, key: keys.keyFor({ cardRef, request }) });
      }}
    />
  );
}

function RedeemForm({
  options,
  cashValue,
  pointsBalance,
  pointsPerDollar,
  initial,
  onReview,
}: {
  options: RedeemOption[];
  cashValue: number;
  pointsBalance: number;
  pointsPerDollar: number;
  initial: RedeemFormValues;
  onReview: (r: RedemptionRequest, typed: RedeemFormValues) => void;
}) {
  const form = useZodForm(redeemSchema(options, cashValue), initial);
  const errors = form.formState.errors;
  const type = form.watch('type');
  return (
    <form noValidate className="form-narrow" onSubmit={form.handleSubmit((r) => onReview(r, form.getValues()))}>
      <StepHeading step={1} of={3} title="Choose how to redeem" focus={false} />
      <RadioField legend="Redeem as" options={options} registration={form.register('type')} error={fieldError(errors, 'type')} />
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        hint={`${formatCount(pointsPerDollar)} points = $1.00. You have ${formatCount(pointsBalance)} points, worth ${formatMoney(cashValue)}.`}
        {...form.register('amount')}
        error={fieldError(errors, 'amount')}
      />
      {type === 'DIRECT_DEPOSIT' ? (
        <fieldset className="field radio-field">
          <legend>Deposit to</legend>
          <TextField
            label="Routing number"
            hint="The 9 digits at the bottom left of a check."
            inputMode="numeric"
            autoComplete="off"
            {...form.register('routing')}
            error={fieldError(errors, 'routing')}
          />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('bankAccountNumber')}
            error={fieldError(errors, 'bankAccountNumber')}
          />
          <TextField
            label="Confirm account number"
            inputMode="numeric"
            autoComplete="off"
            {...form.register('confirmBankAccountNumber')}
            error={fieldError(errors, 'confirmBankAccountNumber')}
          />
        </fieldset>
      ) : null}
      <Button type="submit">Review redemption</Button>
    </form>
  );
}

function Review({
  cardRef,
  request,
  pointsPerDollar,
  idempotencyKey,
  keys,
  onEdit,
  onDone,
}: {
  cardRef: string;
  request: RedemptionRequest;
  pointsPerDollar: number;
  idempotencyKey: string;
  keys: ReviewKeys<{ cardRef: string; request: RedemptionRequest }>;
  onEdit: () => void;
  onDone: (r: RedeemResponse['data']) => void;
}) {
  const client = useQueryClient();
  const { busy, failure, run } = useSubmitOnce((err) =>
    moneyMoveFailure(err, { what: 'redemption', button: 'Redeem points', edit: 'Edit' }),
  );
  const submit = () =>
    run(async () => {
      const result = await keys.attempt({ cardRef, request }, idempotencyKey, () => redeem(cardRef, request, idempotencyKey));
      // The points, the history and — for a statement credit — the balance everywhere it is shown.
      await Promise.all([
        client.invalidateQueries({ queryKey: factKeys.rewards(cardRef) }),
        client.invalidateQueries({ queryKey: factKeys.dashboards }),
        client.invalidateQueries({ queryKey: accountSummaryKey(cardRef) }),
        client.invalidateQueries({ queryKey: ['transactions', cardRef] }),
        client.invalidateQueries({ queryKey: ['payments', cardRef] }),
      ]);
      onDone(result);
    });
  return (
    <div>
      <StepHeading step={2} of={3} title="Review your redemption" focus />
      <SummaryList
        rows={[
          ['Redeem as', REDEMPTION_NAMES[request.type]],
          ['Amount', formatMoney(request.amount)],
          ['Points', formatCount(pointsFor(request.amount, pointsPerDollar))],
          ...(request.type === 'DIRECT_DEPOSIT'
            ? ([
                ['Routing number', `…${request.routing.slice(-4)}`],
                ['Account number', `…${request.bankAccountNumber.slice(-4)}`],
              ] as [string, string][])
            : []),
        ]}
      />
      {failure ? (
        <Alert tone="error" title={failure.retry ? 'We couldn’t confirm your redemption' : 'The redemption wasn’t accepted'}>
          <p>{failure.text}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          Edit
        </Button>
        <Button onClick={() => void submit()} loading={busy}>
          Redeem points
        </Button>
      </div>
    </div>
  );
}
