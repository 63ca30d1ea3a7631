import { formatDate, formatMoney } from '../../../shared/format/format.js';
import type { Cycle } from '../world/ledger.js';
import type { BrandRecord, CardRecord, EntityRecord } from '../world/types.js';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const usd = formatMoney;
const us = formatDate;

/** A real, printable statement document (HTML) for the statement viewer. Card shown as last four only. */
export function statementHtml(brand: BrandRecord, entity: EntityRecord, card: CardRecord, cycle: Cycle): string {
  const rows = cycle.transactions
    .filter((t) => t.status === 'POSTED')
    .map(
      (t) =>
        `<tr><td>${us(t.transactionDate)}</td><td>${t.postDate ? us(t.postDate) : ''}</td><td>${esc(t.description)}</td><td class="n">${usd(t.amount)}</td></tr>`,
    )
    .join('\n');
  const mail = brand.addresses.find((a) => a.addressType === 'PAYMENT') ?? brand.addresses[0];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(brand.brandValueDisplay)} statement ${us(cycle.statementDate)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#222}h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left}.n{text-align:right}.summary td{border:0}</style></head>
<body>
<h1>${esc(brand.brandValueDisplay)} — Account Statement</h1>
<p>${esc(entity.firstName)} ${esc(entity.lastName)}<br>${esc(entity.address.address1)}${entity.address.address2 ? `<br>${esc(entity.address.address2)}` : ''}<br>${esc(entity.address.city)}, ${esc(entity.address.state)} ${esc(entity.address.zipCode)}</p>
<p>Card ending in ${esc(card.last4)} · Statement period ${us(cycle.periodStart)} – ${us(cycle.periodEnd)}</p>
<table class="summary">
<tr><td>Previous balance</td><td class="n">${usd(cycle.previousBalance)}</td></tr>
<tr><td>Payments</td><td class="n">${usd(cycle.payments)}</td></tr>
<tr><td>Purchases and credits</td><td class="n">${usd(cycle.purchases)}</td></tr>
<tr><td>Fees</td><td class="n">${usd(cycle.fees)}</td></tr>
<tr><td>Interest</td><td class="n">${usd(cycle.interest)}</td></tr>
<tr><th>New balance</th><th class="n">${usd(cycle.closingBalance)}</th></tr>
<tr><td>Minimum payment due</td><td class="n">${usd(cycle.minimumPaymentDue)}</td></tr>
<tr><td>Payment due date</td><td class="n">${us(cycle.paymentDueDate)}</td></tr>
</table>
<h2>Transactions</h2>
<table><thead><tr><th>Trans. date</th><th>Post date</th><th>Description</th><th class="n">Amount</th></tr></thead><tbody>
${rows}
</tbody></table>
<p>Send payments to: ${esc(mail?.addressLine1 ?? '')}, ${esc(mail?.city ?? '')}, ${esc(mail?.state ?? '')} ${esc(mail?.zip5 ?? '')} · Questions: ${esc(brand.phone)}</p>
</body></html>`;
}
