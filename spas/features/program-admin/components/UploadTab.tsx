import { useId, useRef, useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import { formatCount } from '../../../../shared/format/format.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { TEMPLATE_HEADERS, checkUpload, type CheckedUpload, type RefusedRow } from '../uploadRows.js';
import type { AdminScope } from '../../../../shared/session/adminScope.js';
import { auditKey } from '../api/audit.js';
import { createAdmin } from '../api/userAdmin.js';
import { usersKey } from '../../../api/userSearch.js';

/** Files larger than this are refused before they are read (500 rows are far smaller). */
const MAX_FILE_BYTES = 1_000_000;

interface Outcome {
  invited: number;
  refused: RefusedRow[];
}

const csvModule = () => import('../../../ui/table/csv.js');

/**
 * Bulk upload of administrators (docs/requirements.md#spec-6-permissions "upload", AM): a CSV file in the template's columns, every row checked
 * with the Add form's rules before anything is sent; the valid rows are invited one by one (each gets its own
 * answer), and the rows refused — by the check or by the platform — can be downloaded as a report.
 */
export function UploadTab({ scope }: { scope: AdminScope }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [companyId, setCompanyId] = useState<string>(scope.kind === 'company' ? String(scope.companyId) : '');
  const [companyMissing, setCompanyMissing] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedUpload | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sending, setSending] = useState<{ done: number; of: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const read = async (file: File | undefined) => {
    setChecked(null);
    setOutcome(null);
    setFileError(null);
    setFileName(file?.name ?? null);
    if (!file) return;
    if (scope.kind === 'holdingCompany' && !companyId) {
      setCompanyMissing(true);
      setFileError('Choose the company first, then the file.');
      return;
    }
    if (file.size > MAX_FILE_BYTES) return setFileError('The file is larger than 1 MB. Upload at most 500 administrators at a time.');
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv')
      return setFileError('Choose a CSV file (.csv), for example one saved from the template.');
    try {
      const { parseCsv } = await csvModule();
      const parsed = parseCsv(await file.text());
      const result = checkUpload(parsed.headers, parsed.rows, Number(companyId));
      const unreadable = parsed.problems.map((p) => ({
        line: p.line,
        username: '',
        reasons: [`The line could not be read: ${p.message}`],
      }));
      setChecked({ ...result, refused: [...unreadable, ...result.refused].sort((a, b) => a.line - b.line) });
    } catch {
      setFileError('The file could not be read. Save it as CSV (comma separated) and try again.');
    }
  };

  const send = async () => {
    if (!checked) return;
    const refused = [...checked.refused];
    let invited = 0;
    setSending({ done: 0, of: checked.valid.length });
    for (const [i, row] of checked.valid.entries()) {
      try {
        await createAdmin(row.request);
        invited++;
      } catch (err) {
        refused.push({ line: row.line, username: row.request.username, reasons: [actionFailureText(err)] });
      }
      setSending({ done: i + 1, of: checked.valid.length });
    }
    setSending(null);
    setChecked(null);
    setOutcome({ invited, refused: refused.sort((a, b) => a.line - b.line) });
    if (input.current) input.current.value = '';
    void queryClient.invalidateQueries({ queryKey: usersKey(scope) });
    void queryClient.invalidateQueries({ queryKey: auditKey(scope) });
  };

  const downloadTemplate = async () => {
    const { toCsv, downloadText } = await csvModule();
    downloadText(
      'administrators-template.csv',
      toCsv([...TEMPLATE_HEADERS], [['jane.doe', 'Jane', 'Doe', 'jane.doe@company.com', '615-555-0100', 'PA-Delegate', '2500']]),
    );
  };
  const downloadReport = async (rows: RefusedRow[]) => {
    const { toCsv, downloadText } = await csvModule();
    downloadText(
      'administrators-refused.csv',
      toCsv(
        ['Line', 'User Name', 'Why it was refused'],
        rows.map((r) => [String(r.line), r.username, r.reasons.join(' ')]),
      ),
    );
  };

  return (
    <>
      <p>
        Invite many administrators at once from a CSV file with the columns {TEMPLATE_HEADERS.join(', ')} (Authority Limit may be empty).
        Role is a role’s name as shown in the list, for example Admin-Manager or PA-Pmts Only. Each administrator gets a registration email.
      </p>
      <p>
        <Button variant="secondary" onClick={() => void downloadTemplate()}>
          Download the template
        </Button>
      </p>
      {scope.kind === 'holdingCompany' ? (
        <SelectField
          label="Company"
          placeholder="Choose a company"
          value={companyId}
          options={scope.companies.map((c) => ({ value: String(c.companyId), label: `${c.companyName} (${c.companyId})` }))}
          error={companyMissing && !companyId ? 'Choose the company the administrators work for.' : undefined}
          onChange={(e) => {
            setCompanyId(e.target.value);
            setChecked(null);
          }}
        />
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-file`}>CSV file of administrators</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          aria-invalid={fileError ? true : undefined}
          disabled={sending !== null}
          onChange={(e) => void read(e.target.files?.[0])}
        />
        {fileError ? (
          <span id={`${id}-file-error`} className="field-error" role="alert">
            {fileError}
          </span>
        ) : null}
      </div>
      {checked?.fileProblem ? (
        <Alert tone="error" title={`${fileName ?? 'The file'} can’t be used`}>
          <p>{checked.fileProblem}</p>
        </Alert>
      ) : null}
      {checked && !checked.fileProblem ? (
        <section className="panel" aria-labelledby={`${id}-check`}>
          <h3 id={`${id}-check`}>What the file holds</h3>
          <p role="status">
            {formatCount(checked.valid.length)} {checked.valid.length === 1 ? 'row is' : 'rows are'} ready to invite;{' '}
            {formatCount(checked.refused.length)} {checked.refused.length === 1 ? 'row is' : 'rows are'} refused and will not be sent.
          </p>
          {checked.refused.length ? <RefusedList rows={checked.refused} onDownload={() => void downloadReport(checked.refused)} /> : null}
          <p className="actions-row">
            <Button onClick={() => void send()} loading={sending !== null} disabled={checked.valid.length === 0}>
              {`Invite ${formatCount(checked.valid.length)} ${checked.valid.length === 1 ? 'administrator' : 'administrators'}`}
            </Button>
          </p>
          {sending ? (
            <p role="status">
              Inviting {sending.done} of {sending.of}…
            </p>
          ) : null}
        </section>
      ) : null}
      {outcome ? (
        <section className="panel" aria-labelledby={`${id}-done`}>
          <h3 id={`${id}-done`}>Upload finished</h3>
          <Alert tone={outcome.refused.length ? 'info' : 'success'}>
            <p>
              {formatCount(outcome.invited)} {outcome.invited === 1 ? 'administrator was' : 'administrators were'} invited.{' '}
              {outcome.refused.length
                ? `${formatCount(outcome.refused.length)} ${outcome.refused.length === 1 ? 'row was' : 'rows were'} refused.`
                : 'No row was refused.'}
            </p>
          </Alert>
          {outcome.refused.length ? <RefusedList rows={outcome.refused} onDownload={() => void downloadReport(outcome.refused)} /> : null}
        </section>
      ) : null}
    </>
  );
}

function RefusedList({ rows, onDownload }: { rows: RefusedRow[]; onDownload: () => void }) {
  return (
    <>
      <div className="table-scroll" role="region" aria-label="Refused rows" tabIndex={0}>
        <table className="data-table">
          <caption>Refused rows</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">User name</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.line}-${r.username}`}>
                <td>{r.line}</td>
                <td>{r.username || '—'}</td>
                <td>{r.reasons.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Button variant="secondary" onClick={onDownload}>
          Download the refused rows
        </Button>
      </p>
    </>
  );
}
