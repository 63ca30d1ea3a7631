import type { Transaction } from '../../../../shared/contract/cards.js';
import { cardEnding, formatDate, formatMoney } from '../../../../shared/format/format.js';
import { Button } from '../../../ui/Button.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { Dialog } from '../../../ui/Dialog.js';
import { STATUS_LABEL } from '../transactionColumns.js';

const TYPE_LABEL: Record<Transaction['type'], string> = {
  PURCHASE: 'Purchase',
  PAYMENT: 'Payment',
  CREDIT: 'Credit',
  FEE: 'Fee',
  INTEREST: 'Interest charge',
  CASH_ADVANCE: 'Cash advance',
};

/** One transaction's details: merchant, category and MCC, dates, amount, card ending. */
export function TransactionDetails({ transaction: t, onClose }: { transaction: Transaction | null; onClose: () => void }) {
  return (
    <Dialog
      open={t !== null}
      title="Transaction details"
      onCancel={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {t ? (
        <SummaryList
          rows={[
            ['Merchant', [t.merchantName, [t.merchantCity, t.merchantState].filter(Boolean).join(', ')].filter(Boolean).join(' — ')],
            ['Description', t.description],
            ['Category', t.merchantCategoryCode !== '0000' ? `${t.mccDescription} (MCC ${t.merchantCategoryCode})` : t.mccDescription],
            ['Type', TYPE_LABEL[t.type]],
            ['Amount', formatMoney(t.amount)],
            ['Transaction date', formatDate(t.transactionDate)],
            ['Posted', t.postDate ? formatDate(t.postDate) : STATUS_LABEL[t.status]],
            ['Card', `Ending in ${cardEnding(t.cardNumberLast4).slice(1)}`],
          ]}
        />
      ) : null}
    </Dialog>
  );
}
