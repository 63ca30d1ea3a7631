/** What internal API user names are displayed as (docs/requirements.md#spec-6-permissions). */
export const SYSTEM_USER_DISPLAY = 'SYSTEM';

/**
 * An internal API user is recognised by its user name: 'system' or 'api' alone, or starting with
 * 'api' or 'svc' followed by '_', '-' or '.' (case-insensitive), e.g. 'api_batch', 'svc-fleet',
 * 'API.ORIGINATION', the sandbox's 'api.integration.<companyId>'. A record may also say so itself with `internalApi: true`.
 */
export const INTERNAL_API_USER_PATTERN = /^(?:system|api|(?:api|svc)[-_.].*)$/i;

export const isInternalApiUserName = (name: string): boolean => INTERNAL_API_USER_PATTERN.test(name.trim());

/**
 * The name to show for a user name in activity lists: 'SYSTEM' for internal API users, the name
 * otherwise; an empty or missing name is shown as ''.
 */
export function displayUserName(name: string | null | undefined, opts: { internalApi?: boolean | null } = {}): string {
  if (opts.internalApi === true) return SYSTEM_USER_DISPLAY;
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return '';
  return isInternalApiUserName(trimmed) ? SYSTEM_USER_DISPLAY : trimmed;
}
