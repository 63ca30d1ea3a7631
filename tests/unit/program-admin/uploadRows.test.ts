import { describe, expect, it } from 'vitest';
import { managesAssignedAccounts, roleFromText } from '../../../spas/features/program-admin/adminForms.js';
import { checkUpload, MAX_UPLOAD_ROWS, missingColumns } from '../../../spas/features/program-admin/uploadRows.js';
import { parseCsv } from '../../../spas/ui/table/csv.js';

const HEADER = 'User Name,First Name,Last Name,Email,Phone,Role,Authority Limit';
const check = (text: string) => {
  const parsed = parseCsv(text);
  return checkUpload(parsed.headers, parsed.rows, 1102);
};

describe('roles typed in a file', () => {
  it('a role name, display label or short name, any case; anything else is no role', () => {
    expect(roleFromText('ROLE_PA_DELEGATE')).toBe('ROLE_PA_DELEGATE');
    expect(roleFromText(' pa-pmts only ')).toBe('ROLE_PA_PAYMENTS_ONLY');
    expect(roleFromText('admin_manager')).toBe('ROLE_ADMIN_MANAGER');
    expect(roleFromText('Client Employee')).toBeNull();
    expect(roleFromText('ROLE_CARDMEMBER')).toBeNull();
    expect(roleFromText('')).toBeNull();
  });

  it('managed accounts are chosen for delegates, managers and accounting admins, unless they also hold AM, T1 or T2', () => {
    expect(managesAssignedAccounts(['ROLE_PA_DELEGATE'])).toBe(true);
    expect(managesAssignedAccounts(['ROLE_PA_ACCOUNTING_NO_REPORTING'])).toBe(true);
    expect(managesAssignedAccounts(['ROLE_PA_MANAGER', 'ROLE_ADMIN_TIER_2'])).toBe(false);
    expect(managesAssignedAccounts(['ROLE_PA_VIEW_ONLY'])).toBe(false);
  });
});

describe('checking an upload row by row', () => {
  it('valid rows become invitations; each bad row is refused with every reason and its line', () => {
    const result = check(
      [
        HEADER,
        'ada.u,Ada,Upload,ada@example.com,615-555-0101,PA-View Only,',
        'bo.u,Bo,Bad,not-an-email,12,Boss,-5',
        'cy.u,Cy,Upload,cy@example.com,615-555-0103,delegate,"1,000.50"',
        '',
        'ADA.U,Ada,Again,ada2@example.com,615-555-0104,Admin-Manager,',
      ].join('\r\n'),
    );
    expect(result.fileProblem).toBeNull();
    expect(result.valid.map((v) => [v.line, v.request])).toEqual([
      [
        2,
        {
          companyId: 1102,
          username: 'ada.u',
          firstname: 'Ada',
          lastname: 'Upload',
          email: 'ada@example.com',
          phone: '615-555-0101',
          roles: ['ROLE_PA_VIEW_ONLY'],
          authorityLimit: null,
        },
      ],
      [
        4,
        {
          companyId: 1102,
          username: 'cy.u',
          firstname: 'Cy',
          lastname: 'Upload',
          email: 'cy@example.com',
          phone: '615-555-0103',
          roles: ['ROLE_PA_DELEGATE'],
          authorityLimit: 1000.5,
        },
      ],
    ]);
    expect(result.refused.map((r) => r.line)).toEqual([3, 5]);
    const bad = result.refused[0]!;
    expect(bad.username).toBe('bo.u');
    expect(bad.reasons.map((r) => r.split(':')[0])).toEqual(['Email', 'Phone', 'Role', 'Authority Limit']);
    expect(result.refused[1]!.reasons).toEqual(['User Name: the same user name is on line 2 of the file.']);
  });

  it('headers are matched loosely; a file without the template’s columns, without rows or too long is refused whole', () => {
    expect(missingColumns(['username', 'first_name', 'LAST NAME', 'e-mail', 'Phone', 'role'])).toEqual([]);
    expect(check('name,amount\r\nx,1').fileProblem).toBe(
      'The file has no User Name, First Name, Last Name, Email, Phone, Role columns. Start from the template.',
    );
    expect(check(`${HEADER}\r\n`).fileProblem).toBe('The file has no rows under its header.');
    const long = [
      HEADER,
      ...Array.from({ length: MAX_UPLOAD_ROWS + 1 }, (_, i) => `u${i},A,B,a${i}@example.com,615-555-0100,PA-Delegate,`),
    ].join('\n');
    expect(check(long).fileProblem).toContain(`upload at most ${MAX_UPLOAD_ROWS}`);
  });

  it('quoted cells, a byte-order mark and cells that look like formulas are read as text (and then refused by the rules)', () => {
    const result = check(`\ufeff${HEADER}\n"=HYPERLINK(""x"")",Eve,"O'Neil",eve@example.com,615-555-0100,PA-Delegate,`);
    expect(result.valid).toEqual([]);
    expect(result.refused[0]!.reasons[0]).toMatch(/^User Name: /);
  });
});
