import { useEffect, useLocation } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import { offers as offersPolicy } from '../../../shared/permissions/policies/cardholderFeatures.js';
import { home as homeSignal, user, view } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { LoadingState } from '../../ui/Spinner.js';
import { offersQuery } from './api/offersApi.js';
import { nextOfferPage } from './offerFlow.js';

/**
 * /pre-dashboard: the offer watcher after login (its own small module: every cardholder login passes it). It shows
 * the first pending offer (pre-approved, then promotion, then notice) on its page, or goes on to the dashboard: when
 * there is none, when the user may not see offers (docs/requirements.md#spec-6-permissions: cardholder or AM), or when offers can't be loaded (a
 * login never stops at an offer it can't show). The rule is role-only, so it is decided without waiting for the
 * session's facts, and the offers call starts at once.
 */
export function OfferWatcher() {
  const u = useSignalValue(user);
  const v = useSignalValue(view);
  const home = useSignalValue(homeSignal);
  const allowed = !!u && !!v && offersPolicy.view(u, { view: v });
  const q = useQuery({ ...offersQuery(null, true), enabled: allowed });
  const [, navigate] = useLocation();
  const target =
    !u || !v ? null : !allowed || q.status === 'error' ? home : q.status === 'success' ? (nextOfferPage(q.data) ?? home) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return (
    <>
      <h1>Welcome</h1>
      <LoadingState label="Getting your account ready…" />
    </>
  );
}
