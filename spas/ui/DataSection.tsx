import type { ReactNode } from '../lib/react-deps.js';
import type { CallKind } from '../../shared/contract/platformCall.js';
import type { Loaded } from '../../shared/session/queryClient.js';
import { isLoading } from '../../shared/session/queryClient.js';
import { brandName } from '../../shared/session/store.js';
import { Alert } from './Alert.js';
import { LoadingState } from './Spinner.js';
import { failureText, notOffered, notOfferedText } from '../lib/failure.js';
import { useSignalValue } from '../lib/useSignalValue.js';

export interface DataSectionProps<T> {
  title: string;
  /** The piece of server data (a session fact, or a screen's `useQuery`). */
  state: Loaded<T>;
  /** What could not be loaded, in the user's words ("your rewards"). */
  what: string;
  /** Asks again after a failure (a query's `refetch`). */
  retry?: () => void;
  /** Heading level of the section title (2 by default). */
  level?: 2 | 3;
  /** The call the data comes from: a portal-defined one the platform lacks is said to be not offered (`NotOffered`). */
  call?: CallKind;
  children: (data: Exclude<T, undefined>) => ReactNode;
}

/**
 * One panel of server data with its own loading and error state (docs/requirements.md#spec-8-errors): a failed call shows its own
 * message, in the user's words, in its own panel while the rest of the page carries on. Nothing when the data
 * is not needed by this user.
 */
export function DataSection<T>({ title, state, what, retry, level = 2, call, children }: DataSectionProps<T>) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  if (state.status === 'pending' && !isLoading(state)) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="panel" aria-labelledby={id} aria-busy={isLoading(state) || undefined}>
      <Heading id={id}>{title}</Heading>
      <DataState state={state} what={what} retry={retry} call={call}>
        {children}
      </DataState>
    </section>
  );
}

/**
 * The loading, error and ready states of one piece of server data, without a panel around it. A refresh that failed
 * (the last answer is still held: a write's refresh, a Try again) keeps that answer on screen under the failure, so
 * what the children hold — a step reached, a confirmation after a money move — is not thrown away with it.
 */
export function DataState<T>({
  state,
  what,
  retry,
  call,
  children,
}: {
  state: Loaded<T>;
  what: string;
  retry?: (() => void) | undefined;
  call?: CallKind | undefined;
  children: (data: Exclude<T, undefined>) => ReactNode;
}) {
  // TanStack's result types allow `undefined` data in some members; a successful call always has data.
  const held = state.data as Exclude<T, undefined> | undefined;
  if (state.status === 'success' || (state.status === 'error' && held !== undefined)) {
    // The same two places whether the refresh failed or not: React keeps the children mounted either way.
    return (
      <>
        {state.status === 'error' ? <Failed error={state.error} what={what} retry={retry} stale /> : null}
        {children(held as Exclude<T, undefined>)}
      </>
    );
  }
  if (state.status === 'error' && notOffered(call, state.error)) return <NotOffered what={what} />;
  if (state.status === 'error') return <Failed error={state.error} what={what} retry={retry} stale={false} />;
  return isLoading(state) ? <LoadingState label={`Loading ${what}…`} /> : null;
}

/**
 * A piece whose call the bank's platform does not offer (a portal-defined call answered 404 or 501): said in words, as
 * information rather than an error, with nothing to try again; the rest of the page works as usual.
 */
export function NotOffered({ what }: { what: string }) {
  const bank = useSignalValue(brandName);
  return (
    <Alert tone="info">
      <p>{notOfferedText(what, bank || 'Your bank')}</p>
    </Alert>
  );
}

function Failed({ error, what, retry, stale }: { error: unknown; what: string; retry?: (() => void) | undefined; stale: boolean }) {
  return (
    <Alert tone="error">
      <p>
        {failureText(error, what)}
        {stale ? ' What is shown here is from before.' : null}
      </p>
      {retry ? (
        <p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            Try again
          </button>
        </p>
      ) : null}
    </Alert>
  );
}

export function SummaryList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="summary-list">
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
