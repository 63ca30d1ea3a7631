import * as z from 'zod/mini';
import { useId, useState } from '../../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import { cardEnding, formatMoney, parseAmount } from '../../../../shared/format/format.js';
import { factKeys } from '../../../../shared/session/facts/index.js';
import { newIdempotencyKey } from '../../../lib/idempotencyKey.js';
import { SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { Dialog } from '../../../ui/Dialog.js';
import { TextField } from '../../../ui/TextField.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { required, whenFilled } from '../../../ui/forms/checks.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { vcKeys } from '../api/base.js';
import { closeCard } from '../api/closeCard.js';
import { openVirtualAccount } from '../api/openVirtualAccount.js';
import { virtualAccountsQuery, type VirtualAccountKind } from '../api/virtualAccounts.js';
import { refusalText } from '../refusal.js';

const KIND: Record<VirtualAccountKind, { title: string; one: string; what: string; empty: string; prefix: string }> = {
  subaccounts: {
    title: 'Virtual accounts',
    one: 'virtual account',
    what: 'virtual accounts',
    empty: 'No virtual accounts yet.',
    prefix: 'va',
  },
  ghostcards: { title: 'Ghost cards', one: 'ghost card', what: 'ghost cards', empty: 'No ghost cards yet.', prefix: 'gc' },
};

const cardOpen = (a: AccountDetail): boolean => !!a.cardNumber && a.externalCardStatus === 'OPEN';

/**
 * Virtual and ghost accounts: the company's virtual subs and ghost cards, opening one (names and credit
 * limit, reviewed first, one card however often it is confirmed) and closing a card (confirmed, final).
 */
export function VirtualAccounts({ companyId, canChange }: { companyId: string; canChange: boolean }) {
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<AccountDetail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vcKeys.company(companyId) }),
      queryClient.invalidateQueries({ queryKey: factKeys.company(companyId) }),
    ]);

  return (
    <>
      {canChange ? (
        <p>
          <Button onClick={() => setOpening(true)}>Open a virtual account</Button>
        </p>
      ) : null}
      <SuccessNote text={notice} />
      {(['subaccounts', 'ghostcards'] as const).map((kind) => (
        <AccountList key={kind} companyId={companyId} kind={kind} onClose={canChange ? setClosing : null} />
      ))}
      {opening ? (
        <OpenAccountDialog
          companyId={companyId}
          onCancel={() => setOpening(false)}
          onOpened={async (a, kind) => {
            setOpening(false);
            setNotice(
              `Opened ${KIND[kind].one} ${a.firstName} ${a.lastName} with card ending ${a.cardNumberLast4 ?? '—'} and a credit limit of ${formatMoney(a.creditLimit)}.`,
            );
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={closing !== null}
        title={`Close card ending ${closing?.cardNumberLast4 ?? ''}?`}
        confirmLabel="Close card"
        danger
        onCancel={() => setClosing(null)}
        failureText={(err) => refusalText(err, 'Closing the card')}
        onConfirm={async () => {
          if (!closing?.cardNumber) return;
          await closeCard(companyId, closing.cardNumber);
          setNotice(`Closed card ending ${closing.cardNumberLast4 ?? '—'} of ${closing.firstName} ${closing.lastName}.`);
          setClosing(null);
          await refresh();
        }}
      >
        <p>
          The card of {closing?.firstName} {closing?.lastName} stops working at once and can’t be reopened. A vendor payment on it that
          hasn’t been used closes too.
        </p>
      </ConfirmDialog>
    </>
  );
}

function AccountList({
  companyId,
  kind,
  onClose,
}: {
  companyId: string;
  kind: VirtualAccountKind;
  onClose: ((a: AccountDetail) => void) | null;
}) {
  const k = KIND[kind];
  const headingId = useId();
  const table = useTableState({
    prefix: k.prefix,
    sortable: ['name', 'card', 'status', 'limit', 'balance'],
    defaultSort: { id: 'name', desc: false },
  });
  const accounts = useQuery(virtualAccountsQuery(companyId, kind));
  const columns: TableColumn<AccountDetail>[] = [
    { id: 'name', header: 'Name', text: (a) => `${a.firstName} ${a.lastName}` },
    { id: 'card', header: 'Card', text: (a) => cardEnding(a.cardNumberLast4) },
    { id: 'status', header: 'Card status', text: (a) => a.externalCardStatusCommonName ?? a.externalStatusCommonName },
    moneyColumn('limit', 'Credit limit', (a) => a.creditLimit),
    moneyColumn('balance', 'Balance', (a) => a.currentBalance),
    ...(onClose
      ? [
          {
            id: 'actions',
            header: 'Actions',
            sortable: false,
            searchable: false,
            csv: false as const,
            text: () => '',
            cell: (a: AccountDetail) =>
              cardOpen(a) ? (
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => onClose(a)}
                  aria-label={`Close card ending ${a.cardNumberLast4 ?? ''} of ${a.firstName} ${a.lastName}`}
                >
                  Close card
                </button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{k.title}</h2>
      <DataTable
        caption={k.title}
        captionHidden
        columns={columns}
        rows={accounts.data ?? []}
        rowKey={(a) => String(a.accountEntityId)}
        table={table}
        what={k.what}
        search={{ label: `Search ${k.what}`, hint: 'Search by name, card ending, status or amount.' }}
        loaded={accounts}
        retry={() => void accounts.refetch()}
        emptyText={k.empty}
        exportCsv={{ filename: `${kind === 'subaccounts' ? 'virtual-accounts' : 'ghost-cards'}-${companyId}.csv` }}
      />
    </section>
  );
}

const OpenSchema = z.object({
  kind: z.enum(['subaccounts', 'ghostcards'], 'Choose the kind of account.'),
  firstName: z.string().check(required('Enter the first name on the account.'), z.maxLength(40, 'Use 40 characters or fewer.')),
  lastName: z.string().check(required('Enter the last name on the account.'), z.maxLength(40, 'Use 40 characters or fewer.')),
  creditLimit: z.string().check(
    required('Enter the credit limit.'),
    whenFilled((v) => {
      const n = parseAmount(v);
      return n !== null && n >= 1 && n <= 1_000_000;
    }, 'Enter a credit limit from $1.00 to $1,000,000.00, like 5,000.'),
  ),
});
type OpenValues = z.input<typeof OpenSchema>;

/** The details, then their review; the account is opened from the review with one Idempotency-Key. */
function OpenAccountDialog({
  companyId,
  onCancel,
  onOpened,
}: {
  companyId: string;
  onCancel: () => void;
  onOpened: (a: AccountDetail, kind: VirtualAccountKind) => Promise<void>;
}) {
  const formId = useId();
  const form = useZodForm(OpenSchema, { kind: 'subaccounts', firstName: '', lastName: '', creditLimit: '' });
  const [review, setReview] = useState<{ values: OpenValues; key: string } | null>(null);
  const submit = form.handleSubmit((values) => setReview({ values, key: newIdempotencyKey() }));
  if (review) {
    const v = review.values;
    const limit = parseAmount(v.creditLimit) ?? 0;
    return (
      <ConfirmDialog
        open
        title={`Review the new ${KIND[v.kind].one}`}
        confirmLabel={`Open ${KIND[v.kind].one}`}
        cancelLabel="Back"
        onCancel={() => setReview(null)}
        failureText={(err) => refusalText(err, 'Opening the account', true)}
        onConfirm={async () => {
          const a = await openVirtualAccount(
            companyId,
            v.kind,
            { firstName: v.firstName.trim(), lastName: v.lastName.trim(), creditLimit: limit },
            review.key,
          );
          await onOpened(a, v.kind);
        }}
      >
        <SummaryList
          rows={[
            ['Kind', KIND[v.kind].one],
            ['Name', `${v.firstName.trim()} ${v.lastName.trim()}`],
            ['Credit limit', formatMoney(limit)],
          ]}
        />
        <p>A new card is issued at once for this account.</p>
      </ConfirmDialog>
    );
  }
  return (
    <Dialog
      open
      title="Open a virtual account"
      onCancel={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Review
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        <SelectField
          label="Kind of account"
          options={[
            { value: 'subaccounts', label: 'Virtual account (a virtual sub with its own card)' },
            { value: 'ghostcards', label: 'Ghost card (a company card with no cardholder)' },
          ]}
          {...form.register('kind')}
          error={fieldError(form.formState.errors, 'kind')}
        />
        <TextField
          label="First name"
          autoComplete="off"
          {...form.register('firstName')}
          error={fieldError(form.formState.errors, 'firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          {...form.register('lastName')}
          error={fieldError(form.formState.errors, 'lastName')}
        />
        <TextField
          label="Credit limit"
          inputMode="decimal"
          hint="In dollars, like 5,000.00."
          {...form.register('creditLimit')}
          error={fieldError(form.formState.errors, 'creditLimit')}
        />
      </form>
    </Dialog>
  );
}
