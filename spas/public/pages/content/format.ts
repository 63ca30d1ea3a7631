/** Display formats of spec §9: US dollars, dates as MM/dd/yyyy. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (amount: number): string => USD.format(amount);

/** `YYYY-MM-DD` → `MM/dd/yyyy`; anything else is shown as received (never a misleading date). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}
