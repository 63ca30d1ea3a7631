import { useId, useState } from '../../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import { cardEnding } from '../../../../shared/format/format.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { ALL_REPORTS_TABLE } from '../../../../shared/session/callUrls.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import type { ExpenseAccount } from '../api/accounts.js';
import { glAccountsQuery } from '../api/glAccounts.js';
import type { ReportScope } from '../api/reports.js';
import { LINE_CSV_HEADERS, lineRows } from '../linesCsv.js';
import { filterQuery, filtersActive, readReportFilters } from '../../../../shared/session/reportFilters.js';
import { StatusSelect } from './StatusSelect.js';
import { ReportsTable, REPORT_SORTABLE } from './ReportsTable.js';

/**
 * Every report of the accounts the admin reaches, filtered by status, cardholder, the day it was created and its
 * total (all in the URL), searched and sorted; `Download CSV` of the lines of every matching report for the roles
 * that may export (docs/requirements.md#spec-6-permissions).
 */
export function AllReports({
  scope,
  companyId,
  accounts,
  canExport,
}: {
  scope: ReportScope;
  companyId: number;
  accounts: readonly ExpenseAccount[];
  canExport: boolean;
}) {
  const id = useId();
  const client = useQueryClient();
  const [params, update] = useQueryParams();
  const f = readReportFilters(params);
  const table = useTableState({ ...ALL_REPORTS_TABLE, sortable: REPORT_SORTABLE });
  const gl = useQuery({ ...glAccountsQuery(companyId), enabled: canExport });
  const set = (patch: Record<string, string | null>) => update({ ...patch, 'all.page': null });
  const badDates = !!(f.from && f.to && f.from > f.to);
  const badAmounts = f.min !== null && f.max !== null && f.min > f.max;
  const people = [...accounts].sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
  return (
    <>
      <section className="panel er-filters" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>Filter reports</h2>
        <div className="er-filter-row">
          <StatusSelect value={f.status} onChange={(s) => set({ status: s })} />
          <div className="field">
            <label htmlFor={`${id}-who`}>Cardholder</label>
            <select id={`${id}-who`} value={f.account ? String(f.account) : ''} onChange={(e) => set({ account: e.target.value || null })}>
              <option value="">All cardholders</option>
              {people.map((a) => (
                <option key={a.accountEntityId} value={a.accountEntityId}>
                  {a.firstName} {a.lastName}
                  {a.cardNumberLast4 ? `, card ${cardEnding(a.cardNumberLast4)}` : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>Created from</label>
            <input
              id={`${id}-from`}
              type="date"
              value={f.from ?? ''}
              aria-invalid={badDates || undefined}
              aria-describedby={badDates ? `${id}-dates` : undefined}
              onChange={(e) => set({ from: e.target.value || null })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>Created to</label>
            <input
              id={`${id}-to`}
              type="date"
              value={f.to ?? ''}
              aria-invalid={badDates || undefined}
              aria-describedby={badDates ? `${id}-dates` : undefined}
              onChange={(e) => set({ to: e.target.value || null })}
            />
          </div>
          <AmountField
            id={`${id}-min`}
            label="Total from ($)"
            value={f.min}
            invalid={badAmounts}
            describedBy={`${id}-amounts`}
            onChange={(v) => set({ min: v })}
          />
          <AmountField
            id={`${id}-max`}
            label="Total to ($)"
            value={f.max}
            invalid={badAmounts}
            describedBy={`${id}-amounts`}
            onChange={(v) => set({ max: v })}
          />
        </div>
        {badDates ? (
          <p id={`${id}-dates`} className="field-error" role="alert">
            The “Created from” date is after the “Created to” date, so nothing can match. Choose a “from” date on or before the “to” date.
          </p>
        ) : null}
        {badAmounts ? (
          <p id={`${id}-amounts`} className="field-error" role="alert">
            The “Total from” amount is more than the “Total to” amount, so nothing can match.
          </p>
        ) : null}
      </section>
      <ReportsTable
        scope={scope}
        area="pa"
        caption="All expense reports"
        table={table}
        query={filterQuery(f)}
        showOwner
        emptyText="There are no expense reports for the accounts you manage yet."
        filtersActive={filtersActive(f)}
        onClearFilters={() => update({ status: null, account: null, from: null, to: null, min: null, max: null, 'all.page': null })}
        exportCsv={
          canExport
            ? {
                filename: 'expense-report-lines.csv',
                content: async (reports) => ({
                  headers: LINE_CSV_HEADERS,
                  rows: lineRows(reports, gl.data ?? (await client.fetchQuery(glAccountsQuery(companyId)))),
                }),
              }
            : undefined
        }
      />
    </>
  );
}

/** A dollar amount typed freely ($ and commas allowed): kept in the URL when it reads as an amount, said when it doesn't. */
function AmountField({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  invalid: boolean;
  describedBy: string;
  onChange: (v: string | null) => void;
}) {
  const [wrong, setWrong] = useState(false);
  const describe = [invalid ? describedBy : '', wrong ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field er-amount">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        defaultValue={value === null ? '' : String(value)}
        key={value === null ? 'none' : String(value)}
        aria-invalid={invalid || wrong || undefined}
        aria-describedby={describe}
        onBlur={(e) => {
          const text = e.target.value.replace(/[$,\s]/g, '');
          const ok = text === '' || (/^\d+(\.\d{1,2})?$/.test(text) && Number(text) <= 10_000_000);
          setWrong(!ok);
          if (ok) onChange(text === '' ? null : text);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
        }}
      />
      {wrong ? (
        <span id={`${id}-error`} className="field-error">
          Type an amount in dollars, like 75 or 1,250.00.
        </span>
      ) : null}
    </div>
  );
}
