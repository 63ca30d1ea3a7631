import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { Offer, OfferDecision } from '../../../../shared/contract/offers.js';
import { formatDate, formatMoney } from '../../../../shared/format/format.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { actionFailureText } from '../../../lib/failure.js';
import { newIdempotencyKey } from '../../../lib/idempotencyKey.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { answerOffer, offerKeys } from '../api/offersApi.js';

export const ANSWER_WORDS: Record<Offer['status'], string> = {
  PENDING: 'Waiting for your answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  ACKNOWLEDGED: 'Read',
};

/**
 * One offer with its details and terms, and its answer: accept (confirmed, saying what changes), decline, or — for a
 * notice — acknowledge. The platform remembers the answer; the balances and offers shown everywhere refresh.
 */
export function OfferCard({
  offer,
  heading: Heading = 'h2',
  creditLimit,
  onAnswered,
}: {
  offer: Offer;
  heading?: 'h1' | 'h2';
  creditLimit?: number | null | undefined;
  onAnswered: (answered: Offer) => void;
}) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per answer step: a double click or a retry never answers twice.
  const [key] = useState(newIdempotencyKey);
  const answer = async (decision: OfferDecision) => {
    const answered = await answerOffer(offer.offerId, decision, key);
    await Promise.all([client.invalidateQueries({ queryKey: offerKeys.all }), client.invalidateQueries({ queryKey: factKeys.dashboards })]);
    onAnswered(answered);
  };
  const run = async (decision: OfferDecision) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await answer(decision);
    } catch (err) {
      setFailure(actionFailureText(err));
    } finally {
      setBusy(false);
    }
  };
  const notice = offer.kind === 'INFORMATIONAL';
  return (
    <article className="panel offer" aria-labelledby={`offer-${offer.offerId}`} data-testid="offer">
      <Heading id={`offer-${offer.offerId}`}>{offer.title}</Heading>
      <p className="offer-summary">{offer.summary}</p>
      <ul>
        {offer.details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p className="field-hint">
        {offer.terms} {notice ? '' : `Offer ends ${formatDate(offer.expiresDate)}.`}
        {offer.cardNumberLast4 ? ` For the card ending in ${offer.cardNumberLast4}.` : ''}
      </p>
      {failure ? (
        <Alert tone="error" title="Your answer was not saved">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {notice ? (
        <Button onClick={() => void run('ACKNOWLEDGED')} loading={busy}>
          I’ve read this
        </Button>
      ) : (
        <p>
          <Button onClick={() => setConfirming(true)} disabled={busy}>
            Accept offer
          </Button>{' '}
          <Button variant="secondary" onClick={() => void run('DECLINED')} loading={busy}>
            No, thanks
          </Button>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Accept: ${offer.title}?`}
        confirmLabel="Accept offer"
        failureText={actionFailureText}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await answer('ACCEPTED');
          setConfirming(false);
        }}
      >
        {offer.creditLimitIncrease ? (
          <p>
            Your credit line goes up by {formatMoney(offer.creditLimitIncrease)}
            {creditLimit != null ? `, from ${formatMoney(creditLimit)} to ${formatMoney(creditLimit + offer.creditLimitIncrease)}` : ''}, as
            soon as you accept.
          </p>
        ) : (
          <p>{offer.summary}</p>
        )}
        <p>You can’t undo this answer online.</p>
      </ConfirmDialog>
    </article>
  );
}
