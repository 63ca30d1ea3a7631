import { createContext, useContext, useDeferredValue, useEffect, useState, type ReactNode } from '../lib/react-deps.js';
import { useIsFetching, useQueryClient } from '../lib/data-deps.js';
import { LoadingState } from './Spinner.js';

/**
 * Panels whose first data arrives in several answers, shown together once it is all in (no layout shift):
 * a panel that grew as its answer arrived would move every panel under it. Until then one loading state stands in;
 * the panels are kept (hidden, so their calls run and their state is kept).
 *
 * `pending`: the caller says when its data is in. Without it: until the calls the panels start when first shown
 * (and the calls those answers lead to) have all settled once; later calls (a refresh, a dialog) never hide them again.
 */
export function ShownTogether({ pending, label, children }: { pending?: boolean; label: string; children: ReactNode }) {
  if (pending === undefined) return <UntilFirstCallsIn label={label}>{children}</UntilFirstCallsIn>;
  return (
    <Together pending={pending} label={label}>
      {children}
    </Together>
  );
}

const Hidden = createContext(false);

/**
 * Whether what calls it is still hidden under a ShownTogether's loading state. What is costly to draw (a table's
 * rows) waits for the showing instead of being drawn again on each answer nobody sees: an answer's update is drawn
 * in one uninterrupted task (the data library's store), which on a phone blocked input for over 100 ms.
 */
export const useHiddenForNow = (): boolean => useContext(Hidden);

function Together({ pending, label, children }: { pending: boolean; label: string; children: ReactNode }) {
  // Shown as a deferred update: the first full drawing of the panels is done in slices the browser can interleave
  // with input, whatever update said the data is in.
  const hidden = useDeferredValue(pending);
  return (
    <>
      {hidden ? <LoadingState label={label} /> : null}
      <div hidden={hidden}>
        <Hidden.Provider value={hidden}>{children}</Hidden.Provider>
      </div>
    </>
  );
}

function UntilFirstCallsIn({ label, children }: { label: string; children: ReactNode }) {
  const client = useQueryClient();
  const fetching = useIsFetching();
  const [pending, setPending] = useState(true);
  useEffect(() => {
    // The children's effects, which start their calls, have run before this one (also after an answer let a
    // dependent call start): nothing in flight now means everything the panels asked for first is in.
    if (pending && client.isFetching() === 0) setPending(false);
  }, [pending, fetching, client]);
  return (
    <Together pending={pending} label={label}>
      {children}
    </Together>
  );
}
