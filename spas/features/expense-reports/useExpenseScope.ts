import { useCallback, useLocation } from '../../lib/react-deps.js';
import { isCardholderUser } from '../../../shared/permissions/user.js';
import { company, dashboard, permissionContext } from '../../../shared/session/facts/index.js';
import { user } from '../../../shared/session/store.js';
import type { PermissionContext } from '../../../shared/permissions/context.js';
import type { User } from '../../../shared/contract/authentication.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { keepViewParams } from '../../ui/AppLink.js';
import { useArea } from '../../ui/AreaContext.js';
import type { ReportScope } from './api/reports.js';

/** Whose expense reports a screen is about, worked out from the session's facts. */
export interface ExpenseScope {
  area: 'cardholder' | 'pa';
  user: User;
  ctx: PermissionContext;
  /** The company in view (its settings and GL accounts), null until it has loaded. */
  companyId: number | null;
  companyName: string | null;
  /** A cardholder's own reports, or the company's (an admin's, narrowed to `account` in the cardholder view). */
  reports: ReportScope | null;
  /** The account reports are filed for: null for a cardholder (their own); the card in view for an admin in the cardholder view. */
  account: number | null;
  /** The person whose name a new report carries (cardholder view). */
  person: { firstName: string; lastName: string } | null;
}

export function useExpenseScope(): ExpenseScope | null {
  const area = useArea();
  const u = useSignalValue(user);
  const ctx = useSignalValue(permissionContext);
  const co = useSignalValue(company);
  const d = useSignalValue(dashboard);
  if (!u || !ctx || (area !== 'cardholder' && area !== 'pa')) return null;
  const companyId = co.data?.companyId ?? null;
  const entity = d.data?.accountEntitySummary ?? null;
  const own = isCardholderUser(u);
  const reports: ReportScope | null =
    area === 'cardholder' && own ? { kind: 'own' } : companyId !== null ? { kind: 'company', companyId } : null;
  return {
    area,
    user: u,
    ctx,
    companyId,
    companyName: co.data?.companyName ?? null,
    reports,
    account: area === 'cardholder' && !own ? (entity?.accountEntityId ?? null) : null,
    person: area === 'cardholder' && entity ? { firstName: entity.firstName, lastName: entity.lastName } : null,
  };
}

/** Client-side navigation that keeps the view's parameters (as AppLink does). */
export function useGo(): (href: string) => void {
  const area = useArea();
  const [, navigate] = useLocation();
  return useCallback((href: string) => navigate(keepViewParams(href, area, window.location.search)), [area, navigate]);
}
