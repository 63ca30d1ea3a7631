import * as z from 'zod/mini';
import { useId, useState } from '../../../lib/react-deps.js';
import type { ExpenseReport } from '../../../../shared/contract/expenseReports.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { TextAreaField } from '../../../ui/forms/TextAreaField.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { approveReport, rejectReport } from '../api/reviewReport.js';
import { reviewFailure } from '../reviewFailure.js';
import { stepAt } from '../reportStatus.js';

const ApproveSchema = z.object({ note: z.string().check(z.trim(), z.maxLength(500, 'Keep the note to 500 characters.')) });
const RejectSchema = z.object({
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say why the report is rejected: the cardholder sees this note.'),
      z.maxLength(500, 'Keep the note to 500 characters.'),
    ),
});

/**
 * The review step on one report: approve (or complete) with an optional note, or reject back to draft with a note
 * the cardholder will read. The step carries the status the reviewer saw, so it is never taken twice.
 */
export function ReviewDialog({
  report,
  mode,
  onDone,
  onClose,
}: {
  report: ExpenseReport | null;
  mode: 'approve' | 'reject';
  onDone: (r: ExpenseReport) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(mode === 'approve' ? ApproveSchema : RejectSchema, { note: '' });
  useFormReset(() => {
    form.reset({ note: '' });
    setFailure(null);
  }, [report?.reportId, mode]);
  const step = report ? stepAt(report.status) : null;
  const verb = mode === 'reject' ? 'Reject' : (step?.verb ?? 'Approve');
  const submit = form.handleSubmit(async ({ note }) => {
    if (!report) return;
    setFailure(null);
    try {
      onDone(mode === 'approve' ? await approveReport(report, note) : await rejectReport(report, note));
    } catch (err) {
      setFailure(reviewFailure(err));
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open={report !== null}
      title={report ? `${verb} report ${report.reportId}?` : ''}
      onCancel={() => !busy && onClose()}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} loading={busy} className={mode === 'reject' ? 'btn-danger' : undefined}>
            {verb} report
          </Button>
        </>
      }
    >
      {report ? (
        <form id={`${id}-form`} noValidate onSubmit={(e) => void submit(e)}>
          <p>
            “{report.name}” by {report.ownerName}, {report.lines.length === 1 ? '1 purchase' : `${report.lines.length} purchases`},{' '}
            {formatMoney(report.total)}.{' '}
            {mode === 'reject'
              ? 'It goes back to the cardholder as a draft, with your note.'
              : step?.verb === 'Complete'
                ? 'It is marked complete: exported to the general ledger.'
                : step?.who === 'manager'
                  ? 'It moves on to accounting.'
                  : 'It moves on to be completed.'}
          </p>
          <TextAreaField
            label={mode === 'reject' ? 'Why is it rejected?' : 'Note (optional)'}
            maxLength={500}
            {...form.register('note')}
            error={fieldError(form.formState.errors, 'note')}
          />
          {failure ? (
            <Alert tone="error">
              <p>{failure}</p>
            </Alert>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
