import * as z from 'zod/mini';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../shared/contract/common.js';
import { MAX_AUTHORITY_LIMIT, ProgramAdminRole, USERNAME_PATTERN } from '../../../shared/contract/user.js';
import { isRoleName, roleLabel, ROLES } from '../../../shared/permissions/roles.js';
import { dollarsField } from '../../ui/forms/money.js';

/** The roles an administrator can be given, with their display labels (docs/requirements.md#spec-6-permissions: Admin-Manager, PA-Pmts Only, …). */
export const ROLE_OPTIONS = ProgramAdminRole.options.map((value) => ({ value, label: roleLabel(value) }));
export const isProgramAdminRole = (v: string): v is ProgramAdminRole => (ProgramAdminRole.options as readonly string[]).includes(v);

/** Roles whose holder sees only the accounts assigned to them, so their managed accounts are chosen (docs/requirements.md#spec-6-permissions). */
export const ASSIGNED_ROLES: readonly string[] = [
  'ROLE_PA_DELEGATE',
  'ROLE_PA_MANAGER',
  'ROLE_PA_ACCOUNTING',
  'ROLE_PA_MANAGER_NO_REPORTING',
  'ROLE_PA_ACCOUNTING_NO_REPORTING',
];
export const managesAssignedAccounts = (roles: readonly string[]): boolean =>
  roles.some((r) => ASSIGNED_ROLES.includes(r)) &&
  !roles.some((r) => r === 'ROLE_ADMIN_MANAGER' || r === 'ROLE_ADMIN_TIER_1' || r === 'ROLE_ADMIN_TIER_2');

/** A role typed in a file: its name (ROLE_PA_DELEGATE), display label (PA-Delegate) or short name (delegate), any case. */
export function roleFromText(text: string): ProgramAdminRole | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  for (const name of ProgramAdminRole.options) {
    if (!isRoleName(name)) continue;
    const r = ROLES[name];
    if (name.toLowerCase() === t || r.label.toLowerCase() === t || r.short === t) return name;
  }
  return null;
}

const name = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${what}.`),
      z.maxLength(40, `The ${what} can be at most 40 characters.`),
      z.regex(/^[A-Za-z][A-Za-z .'’-]*$/, `The ${what} can use letters, spaces and . ' - only.`),
    );

/** The fields of a new administrator, as typed (a form or a row of a file). */
export const adminFields = {
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter a user name.'),
      z.regex(USERNAME_PATTERN, 'A user name is 3 to 60 letters, digits and . _ - @, without spaces.'),
    ),
  firstname: name('first name'),
  lastname: name('last name'),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the email address the invitation goes to.'),
      z.maxLength(120, 'The email address can be at most 120 characters.'),
      z.regex(EMAIL_PATTERN, 'Enter a valid email address, like name@company.com.'),
    ),
  phone: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter a phone number.'), z.regex(PHONE_PATTERN, 'Enter a valid phone number, like 615-555-0100.')),
  role: z.string().check(z.refine((v) => roleFromText(v) !== null, 'Choose a role (for example Admin-Manager or PA-Delegate).')),
  authorityLimit: dollarsField({
    what: 'authority limit',
    optional: true,
    max: { amount: MAX_AUTHORITY_LIMIT, reason: 'the most an administrator can be given' },
  }),
};

/** Add an administrator; a holding company's screen also chooses the company (`companies`). */
export const newAdminSchema = (companies: readonly number[] | null) =>
  z.object({
    ...adminFields,
    companyId: z
      .string()
      .check(z.refine((v) => companies === null || companies.includes(Number(v)), 'Choose the company the administrator works for.')),
  });

/** Edit an administrator: role, status and authority limit. */
export const editAdminSchema = z.object({
  role: adminFields.role,
  status: z.string().check(z.refine((v) => ['ACTIVE', 'INACTIVE', 'PENDING'].includes(v), 'Choose a status.')),
  authorityLimit: adminFields.authorityLimit,
});
