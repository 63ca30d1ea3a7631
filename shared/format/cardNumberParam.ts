/**
 * The `cardNumber` query parameter carries the platform's encrypted card reference (an admin viewing a card as its
 * cardholder), never a card number. A value that looks like a card number — someone typed or pasted one into the
 * address — is refused before it reaches a page's script, a platform URL or a log: the gateway answers the page, the
 * composed page data and the /api call with CARD_NUMBER_IN_ADDRESS, and the SPA never reads such a value into a URL.
 *
 * "Looks like a card number" is this file's rule, everywhere: 12–19 digits, optionally grouped by spaces, dashes or
 * dots, and nothing else (Luhn is not required: a mistyped number is still a number to keep out of an address). An
 * encrypted reference is never all digits (the sandbox platform refuses all-digit references too).
 */
export const CARD_REF_PARAM = 'cardNumber';

/** What the person is told (the page, the composed data, the /api call): why, and what to do instead. */
export const CARD_NUMBER_IN_ADDRESS =
  'The web address contained what looks like a card number. For your safety the portal never takes card numbers in addresses: open the card from your list of accounts instead.';

/** Whether `text` holds at least `n` digit characters, anywhere: the cheap test before a card-number pattern. */
export function hasDigits(text: string, n: number): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57 && ++digits >= n) return true;
  }
  return false;
}

const CARD_LIKE = /^\d(?:[ .-]?\d){11,18}$/;

export const looksLikeCardNumber = (value: string): boolean => CARD_LIKE.test(value.trim());

/** The card reference a query names (null: none, empty, or a card number, which is never used). */
export function cardRefOf(query: URLSearchParams): string | null {
  const ref = query.get(CARD_REF_PARAM);
  return ref && !looksLikeCardNumber(ref) ? ref : null;
}

/** Whether a raw query string (after `?`) has a `cardNumber` value that looks like a card number. */
export function queryHasCardNumber(rawQuery: string): boolean {
  // Fewer than 12 digit characters cannot spell one (a percent-encoded digit still shows its own digits):
  // nearly every query is passed over without being parsed.
  if (!hasDigits(rawQuery, 12)) return false;
  return new URLSearchParams(rawQuery).getAll(CARD_REF_PARAM).some(looksLikeCardNumber);
}
