import type { AdminScope } from '../../../../shared/session/adminScope.js';

/** A holding company's company filter (its companies only; '' is every company). Nothing for a single company. */
export function CompanyFilter({
  id,
  scope,
  value,
  onChange,
}: {
  id: string;
  scope: AdminScope;
  value: number | null;
  onChange: (companyId: string | null) => void;
}) {
  if (scope.kind !== 'holdingCompany') return null;
  return (
    <div className="field">
      <label htmlFor={id}>Company</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">Every company</option>
        {scope.companies.map((c) => (
          <option key={c.companyId} value={c.companyId}>
            {c.companyName} ({c.companyId})
          </option>
        ))}
      </select>
    </div>
  );
}
