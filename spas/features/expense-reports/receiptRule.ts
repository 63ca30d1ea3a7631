/** Lines whose purchase is over the company's receipt limit and have no receipt (the platform refuses to submit them). */
export function linesMissingReceipts<L extends { amount: number; receipt?: unknown; receiptId?: unknown }>(
  lines: readonly L[],
  over: number | null | undefined,
): L[] {
  if (over == null) return [];
  return lines.filter((l) => l.amount > over && !(l.receipt ?? l.receiptId));
}
