import { useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import * as z from 'zod/mini';
import type { CardholderDashboard } from '../../../shared/contract/cards.js';
import type { ReplacementAvailability } from '../../../shared/contract/accounts.js';
import { REPLACEMENT_BLOCK_MESSAGES, replacementBlock } from '../../../shared/permissions/policies/cardReplacement.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { factKeys } from '../../../shared/session/facts/factQueries.js';
import { Controller } from '../../lib/form-deps.js';
import { actionFailureText } from '../../lib/failure.js';
import { newIdempotencyKey } from '../../lib/idempotencyKey.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { DataState, SummaryList } from '../../ui/DataSection.js';
import { FocusHeading, RadioGroup, StepHeading } from '../../ui/forms/FormParts.js';
import { fieldError } from '../../ui/forms/fieldError.js';
import { useZodForm } from '../../ui/forms/useZodForm.js';
import { replaceCards, replacementKey, replacementQuery } from '../../api/cardReplacement.js';

type ReplacementReason = 'LOST' | 'STOLEN' | 'DAMAGED';

const REASONS: { value: ReplacementReason; label: string; effect: string }[] = [
  { value: 'LOST', label: 'Lost', effect: 'Your current card is locked at once and closed; the new card has a new number.' },
  {
    value: 'STOLEN',
    label: 'Stolen',
    effect:
      'Your current card is locked at once and closed; the new card has a new number. Call us about any purchase you don’t recognise.',
  },
  { value: 'DAMAGED', label: 'Damaged', effect: 'Your current card keeps working until the new one arrives with the same number.' },
];
const ReasonForm = z.object({ reason: z.enum(['LOST', 'STOLEN', 'DAMAGED'], 'Choose why you need a new card.') });

type Step =
  | { kind: 'address' }
  | { kind: 'reason' }
  | { kind: 'review'; reason: ReplacementReason; key: string }
  | { kind: 'done'; reason: ReplacementReason; requestId: string };

const addressLines = (a: ReplacementAvailability['address']) =>
  [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip5}`].filter(Boolean);

/**
 * /dashboard-cardholder/services/replace-card: confirm the mailing address (from `card/replace/avail`), choose a
 * reason, review, order (once per review: Idempotency-Key). Refused under docs/requirements.md#spec-4-states and #spec-5-validation with the exact reason.
 */
export function ReplaceCardPage() {
  const card = useCardInView();
  return (
    <>
      <h1>Replace Your Card</h1>
      <DataState state={card.dashboard} what="your card account">
        {(d) => <Replacement d={d} />}
      </DataState>
    </>
  );
}

function Replacement({ d }: { d: CardholderDashboard }) {
  const ref = d.accountEntitySummary.cardNumber;
  const typeBlock = replacementBlock({ view: 'cardholderView', dashboard: d });
  const avail = useQuery({ ...replacementQuery(ref ? [ref] : []), enabled: !!ref && typeBlock === null });
  const [step, setStep] = useState<Step>({ kind: 'address' });
  if (typeBlock) return <Refused text={REPLACEMENT_BLOCK_MESSAGES[typeBlock]} />;
  return (
    <DataState state={avail} what="whether this card can be replaced" retry={() => void avail.refetch()}>
      {(facts) => {
        const block = replacementBlock({ view: 'cardholderView', dashboard: d, replacement: facts });
        // After the order the card is no longer replaceable (recent request): the confirmation stays.
        if (block && step.kind !== 'done') return <Refused text={REPLACEMENT_BLOCK_MESSAGES[block]} />;
        const address = facts[0]!.address;
        return <Steps d={d} address={address} step={step} setStep={setStep} />;
      }}
    </DataState>
  );
}

function Refused({ text }: { text: string }) {
  return (
    <Alert tone="info" title="This card can’t be replaced online">
      <p data-testid="replacement-refused">{text}</p>
      <p>
        For help, call the number on the back of your card or see <AppLink href={pathOf('cardholder', 'contactUs')}>Contact Us</AppLink>.{' '}
        <AppLink href={pathOf('cardholder', 'services')}>Back to Services</AppLink>
      </p>
    </Alert>
  );
}

function Steps({
  d,
  address,
  step,
  setStep,
}: {
  d: CardholderDashboard;
  address: ReplacementAvailability['address'];
  step: Step;
  setStep: (s: Step) => void;
}) {
  const client = useQueryClient();
  const last4 = d.accountEntitySummary.cardNumberLast4;
  const form = useZodForm(ReasonForm, { reason: undefined as unknown as ReplacementReason });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (step.kind === 'address') {
    return (
      <section className="panel">
        <StepHeading step={1} of={3} title="Confirm your mailing address" focus={false} />
        <p>We will mail the new card for the card ending in {last4} to:</p>
        <address data-testid="replacement-address">
          {addressLines(address).map((l) => (
            <span key={l}>
              {l}
              <br />
            </span>
          ))}
        </address>
        <p className="field-hint">
          Not right? Change it in your <AppLink href={pathOf('cardholder', 'profile')}>profile</AppLink> first. After an address change a
          replacement card can’t be ordered for a while, to protect you from fraud.
        </p>
        <Button onClick={() => setStep({ kind: 'reason' })}>This address is correct</Button>
      </section>
    );
  }
  if (step.kind === 'reason') {
    return (
      <form
        className="panel"
        noValidate
        onSubmit={form.handleSubmit((v) => setStep({ kind: 'review', reason: v.reason, key: newIdempotencyKey() }))}
      >
        <StepHeading step={2} of={3} title="Why do you need a new card?" />
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              legend="Reason"
              name="reason"
              options={REASONS.map((r) => ({ value: r.value, label: `${r.label} — ${r.effect}` }))}
              value={field.value ?? ''}
              error={fieldError(form.formState.errors, 'reason')}
              onChange={(v) => field.onChange(v)}
            />
          )}
        />
        <p>
          <Button type="submit">Review</Button>{' '}
          <Button variant="secondary" onClick={() => setStep({ kind: 'address' })}>
            Back
          </Button>
        </p>
      </form>
    );
  }
  if (step.kind === 'review') {
    const reason = REASONS.find((r) => r.value === step.reason)!;
    const submit = async () => {
      if (busy) return;
      setBusy(true);
      setFailure(null);
      try {
        const [answer] = await replaceCards({ cards: [d.accountEntitySummary.cardNumber!], reason: step.reason }, step.key);
        await Promise.all([
          client.invalidateQueries({ queryKey: factKeys.dashboards }),
          client.invalidateQueries({ queryKey: replacementKey }),
        ]);
        setStep({ kind: 'done', reason: step.reason, requestId: answer?.requestId ?? '' });
      } catch (err) {
        setFailure(actionFailureText(err));
      } finally {
        setBusy(false);
      }
    };
    return (
      <section className="panel">
        <StepHeading step={3} of={3} title="Review and order" />
        <SummaryList
          rows={[
            ['Card', `ending in ${last4}`],
            ['Reason', reason.label],
            ['What happens', reason.effect],
            ['Mail to', addressLines(address).join(', ')],
          ]}
        />
        {failure ? (
          <Alert tone="error" title="The replacement was not ordered">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <p>
          <Button onClick={() => void submit()} loading={busy}>
            Order replacement card
          </Button>{' '}
          <Button variant="secondary" onClick={() => setStep({ kind: 'reason' })} disabled={busy}>
            Back
          </Button>
        </p>
      </section>
    );
  }
  const lost = step.reason !== 'DAMAGED';
  return (
    <section className="panel">
      <FocusHeading>Your replacement card is on its way</FocusHeading>
      <Alert tone="success" title="Replacement ordered">
        <p data-testid="replacement-done">
          Request {step.requestId}: a new card will be mailed to {addressLines(address).join(', ')} within 7 to 10 business days.
          {lost
            ? ` The card ending in ${last4} is locked and can no longer be used.`
            : ` Keep using the card ending in ${last4} until the new one arrives.`}
        </p>
      </Alert>
      <p>
        <AppLink href={pathOf('cardholder', 'services')}>Back to Services</AppLink>
      </p>
    </section>
  );
}
