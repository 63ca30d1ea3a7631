import * as z from 'zod/mini';
import type { CreateProgramAdminRequest } from '../../../shared/contract/user.js';
import { adminFields, roleFromText } from './adminForms.js';

/**
 * A bulk upload of administrators (docs/requirements.md#spec-6-permissions "upload", AM): the file's rows checked one by one with the same rules
 * as the Add form, before anything is sent. Headers are matched loosely ("First Name", "first_name", "firstname").
 */
export const UPLOAD_COLUMNS = ['username', 'firstname', 'lastname', 'email', 'phone', 'role', 'authoritylimit'] as const;
export const TEMPLATE_HEADERS = ['User Name', 'First Name', 'Last Name', 'Email', 'Phone', 'Role', 'Authority Limit'] as const;
/** At most this many rows per file (larger files are refused whole, so nothing half-happens). */
export const MAX_UPLOAD_ROWS = 500;

const normaliseHeader = (h: string): string => h.toLowerCase().replace(/[^a-z]/g, '');

const rowSchema = z.object({
  username: adminFields.username,
  firstname: adminFields.firstname,
  lastname: adminFields.lastname,
  email: adminFields.email,
  phone: adminFields.phone,
  role: adminFields.role,
  authorityLimit: adminFields.authorityLimit,
});

const LABELS: Record<string, string> = {
  username: 'User Name',
  firstname: 'First Name',
  lastname: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  authorityLimit: 'Authority Limit',
};

export interface UploadRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  request: CreateProgramAdminRequest;
}
export interface RefusedRow {
  line: number;
  username: string;
  reasons: string[];
}
export interface CheckedUpload {
  valid: UploadRow[];
  refused: RefusedRow[];
  /** A problem with the whole file (no rows, missing columns, too many rows): nothing is sent. */
  fileProblem: string | null;
}

/** The headers a file lacks, by their template names. */
export function missingColumns(headers: readonly string[]): string[] {
  const have = new Set(headers.map(normaliseHeader));
  return UPLOAD_COLUMNS.filter((c) => c !== 'authoritylimit' && !have.has(c)).map((c) => TEMPLATE_HEADERS[UPLOAD_COLUMNS.indexOf(c)]!);
}

/** Checks every row of a parsed file (header → cell) for `companyId`; duplicate user names in the file are refused too. */
export function checkUpload(headers: readonly string[], rows: readonly Record<string, string>[], companyId: number): CheckedUpload {
  const missing = missingColumns(headers);
  if (missing.length)
    return {
      valid: [],
      refused: [],
      fileProblem: `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. Start from the template.`,
    };
  if (rows.length === 0) return { valid: [], refused: [], fileProblem: 'The file has no rows under its header.' };
  if (rows.length > MAX_UPLOAD_ROWS)
    return { valid: [], refused: [], fileProblem: `The file has ${rows.length} rows; upload at most ${MAX_UPLOAD_ROWS} at a time.` };
  const valid: UploadRow[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, i) => {
    const line = i + 2;
    const cells: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) cells[normaliseHeader(k)] = typeof v === 'string' ? v : '';
    const input = {
      username: cells.username ?? '',
      firstname: cells.firstname ?? '',
      lastname: cells.lastname ?? '',
      email: cells.email ?? '',
      phone: cells.phone ?? '',
      role: cells.role ?? '',
      authorityLimit: cells.authoritylimit ?? '',
    };
    const parsed = z.safeParse(rowSchema, input);
    const reasons = parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${LABELS[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`);
    const key = input.username.trim().toLowerCase();
    const earlier = key ? seen.get(key) : undefined;
    if (earlier !== undefined) reasons.push(`User Name: the same user name is on line ${earlier} of the file.`);
    else if (key) seen.set(key, line);
    if (!parsed.success || reasons.length) {
      refused.push({ line, username: input.username.trim(), reasons });
      return;
    }
    const v = parsed.data;
    valid.push({
      line,
      request: {
        companyId,
        username: v.username,
        firstname: v.firstname,
        lastname: v.lastname,
        email: v.email,
        phone: v.phone,
        roles: [roleFromText(v.role)!],
        authorityLimit: v.authorityLimit,
      },
    });
  });
  return { valid, refused, fileProblem: null };
}
