const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A new report's suggested name from the company's pattern (`{firstName}`, `{lastName}`, `{month}`, `{year}`), for
 * the month of `today` in New York; unknown placeholders stay as they are, the result is trimmed to 80 characters.
 */
export function suggestedName(pattern: string, person: { firstName: string; lastName: string }, today: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric' })
      .formatToParts(today)
      .map((p) => [p.type, p.value]),
  );
  const values: Record<string, string> = {
    firstName: person.firstName,
    lastName: person.lastName,
    month: MONTHS[Number(parts.month) - 1] ?? '',
    year: parts.year ?? '',
  };
  return pattern
    .replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
}
