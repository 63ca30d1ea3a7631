import { useRef, useState } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import { statementDocumentCall } from '../../../shared/contract/cards.js';
import { callUrl } from '../../../shared/contract/platformCall.js';
import { cardRefOf } from '../../../shared/format/cardNumberParam.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { factQueries } from '../../../shared/session/facts/factQueries.js';
import { isHttpError } from '../../../shared/session/httpError.js';
import { statementsQuery } from '../../api/statements.js';
import { notOffered } from '../../lib/failure.js';
import { Alert } from '../../ui/Alert.js';
import { NotOffered } from '../../ui/DataSection.js';
import { LoadingState } from '../../ui/Spinner.js';
import { dataTokenQuery } from './api/dataToken.js';

function failure(err: unknown): string {
  if (isHttpError(err) && (err.status === 403 || err.status === 404))
    return 'This statement is not available to you. Open statements from the Statements page of your account.';
  if (isHttpError(err) && err.status === 401) return 'Your session has ended. Log in again to view your statements.';
  return 'We could not load your statement right now. Please try again in a few minutes.';
}

/**
 * /statement-viewer (login required, no layout): a billed statement as the platform renders it, with a
 * cycle picker and print. `cardNumber` (the platform's encrypted card reference, never a card number) picks
 * the card, as everywhere in the portal; without it the logged-in cardholder's own card is shown. `cycle`
 * picks the statement (default: the newest). The document needs a data token (GET /user/datatoken).
 */
export function StatementViewer() {
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const [cycle, setCycle] = useState<string | null>(query.get('cycle'));
  const frame = useRef<HTMLIFrameElement>(null);
  const dashboard = useQuery(factQueries.dashboard(cardRefOf(query)));
  const summary = dashboard.data?.accountEntitySummary;
  const cardRef = summary?.cardNumber ?? null;
  // The list and the token are independent: both start as soon as the card is known.
  const statements = useQuery({ ...statementsQuery(cardRef ?? ''), enabled: cardRef !== null });
  const token = useQuery({ ...dataTokenQuery(), enabled: cardRef !== null });

  const failed = [dashboard, statements, token].find((q) => q.status === 'error');
  if (failed)
    return (
      <div className="content-doc">
        <h1>Statement</h1>
        {notOffered(undefined, failed.error) ? <NotOffered what="your statements" /> : <Alert tone="error">{failure(failed.error)}</Alert>}
      </div>
    );
  const empty = dashboard.status === 'success' && (!cardRef || (statements.status === 'success' && statements.data.length === 0));
  if (empty)
    return (
      <div className="content-doc">
        <h1>Statement</h1>
        <p>There are no billed statements for this card yet. Your first statement appears here after your first billing cycle closes.</p>
      </div>
    );
  if (statements.status !== 'success' || token.status !== 'success' || !cardRef)
    return (
      <div className="content-doc">
        <LoadingState label="Loading your statement…" />
      </div>
    );

  const chosen = statements.data.find((s) => s.cycleCode === cycle) ?? statements.data[0]!;
  const src = callUrl(statementDocumentCall, { card: cardRef, cycle: chosen.cycleCode }, { dataToken: token.data });
  return (
    <article className="content-doc statement-viewer">
      <h1>Statement{summary?.cardNumberLast4 ? ` for the card ending in ${summary.cardNumberLast4}` : ''}</h1>
      <div className="content-doc-actions">
        <label className="field-label" htmlFor="statement-cycle">
          Statement period
        </label>{' '}
        <select
          id="statement-cycle"
          value={chosen.cycleCode}
          onChange={(e) => {
            setCycle(e.target.value);
            const url = new URL(window.location.href);
            url.searchParams.set('cycle', e.target.value);
            window.history.replaceState(null, '', url);
          }}
        >
          {statements.data.map((s) => (
            <option key={s.cycleCode} value={s.cycleCode}>
              {formatDate(s.periodStart)} – {formatDate(s.periodEnd)}
            </option>
          ))}
        </select>{' '}
        <button type="button" className="btn btn-secondary" onClick={() => frame.current?.contentWindow?.print()}>
          Print statement
        </button>
      </div>
      <p>
        Closing balance {formatMoney(chosen.closingBalance)} · minimum payment {formatMoney(chosen.minimumPaymentDue)} due{' '}
        {formatDate(chosen.paymentDueDate)}
      </p>
      {/* Same-origin document from the platform; sandboxed: no scripts run in it. allow-modals lets Print work. */}
      <iframe
        ref={frame}
        className="statement-frame"
        title={`Statement ${formatDate(chosen.periodStart)} to ${formatDate(chosen.periodEnd)}`}
        src={src}
        sandbox="allow-same-origin allow-modals"
      />
    </article>
  );
}
