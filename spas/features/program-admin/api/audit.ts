import { paUserAuditCall, type PaUserAuditEntry } from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { auditParams, scopeKey, type AdminScope, type AuditOptions } from '../../../../shared/session/adminScope.js';

export const auditKey = (scope: AdminScope) => ['paUserAudit', scopeKey(scope)] as const;

/** GET /v1/users/pauseraudit: one page of maintenance activity, newest first. */
export const auditQuery = (scope: AdminScope, o: AuditOptions) => ({
  queryKey: [...auditKey(scope), auditParams(scope, o).toString()] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callPlatform(paUserAuditCall, { query: auditParams(scope, o), signal }),
});

const PAGE = 500;

/** Every entry matching the filters (Download CSV). */
export async function allAudit(scope: AdminScope, o: Omit<AuditOptions, 'offset' | 'size'>): Promise<PaUserAuditEntry[]> {
  const get = (offset: number) => callPlatform(paUserAuditCall, { query: auditParams(scope, { ...o, offset, size: PAGE }) });
  const first = await get(0);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => get((i + 1) * PAGE)));
  return [first, ...rest].flatMap((p) => p.content);
}
