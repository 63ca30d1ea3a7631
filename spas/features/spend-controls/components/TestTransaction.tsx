import { useEffect, useId, useMemo, useRef, useState } from '../../../lib/react-deps.js';
import { useQuery } from '../../../lib/data-deps.js';
import * as z from 'zod/mini';
import type { ControlCheck, ControlEvaluationResponse } from '../../../../shared/contract/spendControls.js';
import { formatDate, formatMoney } from '../../../../shared/format/format.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { dollarsField } from '../../../ui/forms/money.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { Checkbox, TextField } from '../../../ui/TextField.js';
import { cardPurchasesQuery } from '../api/cardPurchases.js';
import { evaluateTransaction } from '../api/evaluateTransaction.js';

type Evaluation = ControlEvaluationResponse['data'];

const testSchema = (codes: ReadonlyMap<string, string> | undefined) =>
  z.object({
    merchantCategoryCode: z.string().check(
      z.trim(),
      z.regex(/^\d{4}$/, 'Enter a four-digit merchant category code, like 5812.'),
      z.refine((c) => !codes || codes.has(c), { message: 'That is not a merchant category code. Pick one from the list as you type.' }),
    ),
    amount: dollarsField({ what: 'amount', min: 0.01, max: { amount: 1_000_000, reason: 'the largest purchase a test can try' } }),
    international: z.boolean(),
    cardNotPresent: z.boolean(),
  });

const SCOPE: Record<ControlCheck['scope'], string> = { CARD: 'the card', ACCOUNT: 'this account', COMPANY: 'company-wide' };
const OUTCOME: Record<ControlCheck['outcome'], string> = { PASS: 'Passes', DECLINE: 'Declines', ALERT: 'Sends an alert', PAUSED: 'Paused' };

/**
 * The test transaction (beyond the peers): a merchant category — typed, or taken from a purchase on the
 * card's history — and an amount; the platform answers what the account's controls would do with it now, and which
 * rule decides. Nothing is charged or changed.
 */
export function TestTransaction({
  accountEntityId,
  cardRef,
  codes,
}: {
  accountEntityId: string;
  cardRef: string | null;
  codes: ReadonlyMap<string, string> | undefined;
}) {
  const id = useId();
  const schema = useMemo(() => testSchema(codes), [codes]);
  const form = useZodForm(schema, { merchantCategoryCode: '', amount: '', international: false, cardNotPresent: false });
  const purchases = useQuery({ ...cardPurchasesQuery(cardRef ?? ''), enabled: !!cardRef });
  const merchants = useMemo(() => {
    const seen = new Map<string, NonNullable<typeof purchases.data>[number]>();
    for (const t of purchases.data ?? [])
      if (!seen.has(`${t.merchantName}|${t.merchantCategoryCode}`)) seen.set(`${t.merchantName}|${t.merchantCategoryCode}`, t);
    return [...seen.values()];
  }, [purchases]);
  const [result, setResult] = useState<Evaluation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (v) => {
    setBusy(true);
    setFailure(null);
    try {
      setResult(
        await evaluateTransaction(accountEntityId, {
          merchantCategoryCode: v.merchantCategoryCode,
          amount: v.amount ?? 0,
          international: v.international,
          cardNotPresent: v.cardNotPresent,
        }),
      );
    } catch (err) {
      setResult(null);
      setFailure(actionFailureText(err).replace('nothing was changed', 'the test was not run'));
    } finally {
      setBusy(false);
    }
  });

  const chooseMerchant = (key: string) => {
    const t = merchants.find((m) => `${m.merchantName}|${m.merchantCategoryCode}` === key);
    if (!t) return;
    form.setValue('merchantCategoryCode', t.merchantCategoryCode, { shouldValidate: form.formState.isSubmitted });
    form.setValue('amount', Math.abs(t.amount).toFixed(2), { shouldValidate: form.formState.isSubmitted });
  };
  const typed = form.watch('merchantCategoryCode');
  const description = codes?.get(typed.trim());

  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Test a transaction</h2>
      <p className="field-hint">
        See whether this account’s alerts and controls, as they are now, would approve a purchase and which rule decides. Nothing is
        charged.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="sc-test-form">
        {cardRef ? (
          <div className="field">
            <label htmlFor={`${id}-merchant`}>Merchant from the card’s history (optional)</label>
            <select
              id={`${id}-merchant`}
              defaultValue=""
              onChange={(e) => chooseMerchant(e.target.value)}
              aria-describedby={`${id}-merchant-hint`}
            >
              <option value="">
                {purchases.isPending && purchases.fetchStatus !== 'idle' ? 'Loading purchases…' : 'Choose a past purchase'}
              </option>
              {merchants.map((t) => (
                <option key={`${t.merchantName}|${t.merchantCategoryCode}`} value={`${t.merchantName}|${t.merchantCategoryCode}`}>
                  {t.merchantName} — {t.merchantCategoryCode} {t.mccDescription}, {formatMoney(Math.abs(t.amount))} on{' '}
                  {formatDate(t.transactionDate)}
                </option>
              ))}
            </select>
            <span id={`${id}-merchant-hint`} className="field-hint">
              {purchases.status === 'error'
                ? 'The card’s purchases couldn’t be loaded; type the merchant category instead.'
                : 'Fills in its merchant category and amount.'}
            </span>
          </div>
        ) : null}
        <TextField
          label="Merchant category code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          list={`${id}-codes`}
          hint={description ? `${typed.trim()}: ${description}` : 'Four digits (ISO 18245), like 5812 for restaurants.'}
          error={fieldError(errors, 'merchantCategoryCode')}
          {...form.register('merchantCategoryCode')}
        />
        <datalist id={`${id}-codes`}>
          {[...(codes ?? [])].map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </datalist>
        <TextField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint="In dollars, like 125.00"
          error={fieldError(errors, 'amount')}
          {...form.register('amount')}
        />
        <Checkbox label="The merchant is outside the United States" {...form.register('international')} />
        <Checkbox label="The card is not present (online, phone or mail order)" {...form.register('cardNotPresent')} />
        <Button type="submit" loading={busy}>
          Test transaction
        </Button>
      </form>
      {failure ? (
        <Alert tone="error" title="The test couldn’t be run">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {result ? <TestResult result={result} /> : null}
    </section>
  );
}

/** The platform's answer; its heading takes the focus with each new answer, so the verdict is read out first. */
function TestResult({ result: r }: { result: Evaluation }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [r]);
  const approved = r.decision === 'APPROVE';
  const alerts = r.checks.filter((k) => k.outcome === 'ALERT');
  return (
    <div className={`sc-result ${approved ? 'sc-approved' : 'sc-declined'}`}>
      <h3 ref={headingRef} tabIndex={-1}>
        {approved ? 'Approved' : 'Declined'}: {formatMoney(r.amount)} at {r.merchantCategoryCode} {r.mccDescription}
        {r.international ? ', outside the United States' : ''}
        {r.cardNotPresent ? ', card not present' : ''}
      </h3>
      {r.decidedBy ? (
        <p>
          <strong>Decided by {r.decidedBy.name}</strong> ({SCOPE[r.decidedBy.scope]}): {r.decidedBy.reason}
        </p>
      ) : (
        <p>No alert or control on this account or the company declines it.</p>
      )}
      {alerts.length ? (
        <p>
          {alerts.length === 1 ? `${alerts[0]!.name} would send an alert.` : `${alerts.map((a) => a.name).join(', ')} would send alerts.`}
        </p>
      ) : null}
      {r.spentToday > 0 ? <p className="field-hint">Purchases already made today: {formatMoney(r.spentToday)}.</p> : null}
      <h4>Every rule, in the order applied</h4>
      <ol className="sc-checks">
        {r.checks.map((k, i) => (
          <li key={`${k.controlId ?? 'card'}-${i}`} data-outcome={k.outcome}>
            <strong>{k.name}</strong> ({SCOPE[k.scope]}) — {OUTCOME[k.outcome]}: {k.reason}
          </li>
        ))}
      </ol>
    </div>
  );
}
