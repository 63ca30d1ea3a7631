import { useEffect, useRef, useState } from '../../lib/react-deps.js';
import { CardholderDashboardResponse, StatementsResponse, type StatementSummary } from '../../../shared/contract/cards.js';
import { DataTokenResponse } from '../../../shared/contract/user.js';
import { http } from '../../../shared/session/http.js';
import { isHttpError } from '../../../shared/session/httpError.js';
import { Alert } from '../../ui/Alert.js';
import { LoadingState } from '../../ui/Spinner.js';

const enc = encodeURIComponent;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Spec §9: dates as MM/dd/yyyy. */
const mdy = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'ready'; cardRef: string; last4: string | null; statements: StatementSummary[]; token: string };

function failure(err: unknown): string {
  if (isHttpError(err) && (err.status === 403 || err.status === 404)) return 'This statement is not available to you. Open statements from the Statements page of your account.';
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
  const query = new URLSearchParams(window.location.search);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [cycle, setCycle] = useState<string | null>(query.get('cycle'));
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const dashboard = await http.get(`/api/v1/cards/cardholder/dashboard${query.get('cardNumber') ? `?cardNumber=${enc(query.get('cardNumber')!)}` : ''}`, {
        schema: CardholderDashboardResponse,
      });
      const summary = dashboard.data.accountEntitySummary;
      const cardRef = summary.cardNumber;
      if (!cardRef) return { kind: 'empty' } as const;
      const [list, token] = await Promise.all([
        http.get(`/api/v1/cards/encrypted/${enc(cardRef)}/statements`, { schema: StatementsResponse }),
        http.get('/api/user/datatoken', { schema: DataTokenResponse }),
      ]);
      if (list.data.length === 0) return { kind: 'empty' } as const;
      return { kind: 'ready', cardRef, last4: summary.cardNumberLast4, statements: list.data, token: token.data.token } as const;
    })().then(
      (next) => live && setState(next),
      (err: unknown) => live && setState({ kind: 'error', message: failure(err) }),
    );
    return () => {
      live = false;
    };
    // The query is read once per page load.
  }, []);

  if (state.kind === 'loading') return <div className="content-doc"><LoadingState label="Loading your statement…" /></div>;
  if (state.kind === 'error')
    return (
      <div className="content-doc">
        <h1>Statement</h1>
        <Alert tone="error">{state.message}</Alert>
      </div>
    );
  if (state.kind === 'empty')
    return (
      <div className="content-doc">
        <h1>Statement</h1>
        <p>There are no billed statements for this card yet. Your first statement appears here after your first billing cycle closes.</p>
      </div>
    );

  const chosen = state.statements.find((s) => s.cycleCode === cycle) ?? state.statements[0]!;
  const src = `/api/v1/cards/encrypted/${enc(state.cardRef)}/statements/${enc(chosen.cycleCode)}/document?dataToken=${enc(state.token)}`;
  return (
    <article className="content-doc statement-viewer">
      <h1>Statement{state.last4 ? ` for the card ending in ${state.last4}` : ''}</h1>
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
          {state.statements.map((s) => (
            <option key={s.cycleCode} value={s.cycleCode}>
              {mdy(s.periodStart)} – {mdy(s.periodEnd)}
            </option>
          ))}
        </select>{' '}
        <button type="button" className="btn btn-secondary" onClick={() => frame.current?.contentWindow?.print()}>
          Print statement
        </button>
      </div>
      <p>
        Closing balance {usd.format(chosen.closingBalance)} · minimum payment {usd.format(chosen.minimumPaymentDue)} due {mdy(chosen.paymentDueDate)}
      </p>
      {/* Same-origin document from the platform; sandboxed: no scripts run in it. allow-modals lets Print work. */}
      <iframe ref={frame} className="statement-frame" title={`Statement ${mdy(chosen.periodStart)} to ${mdy(chosen.periodEnd)}`} src={src} sandbox="allow-same-origin allow-modals" />
    </article>
  );
}
