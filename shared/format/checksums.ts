/**
 * The check digits the portal and the platform both verify: Luhn (mod 10) for card numbers and the ABA
 * checksum for US bank routing numbers. One definition, used by the forms, the contract and the sandbox.
 */

/** Luhn check digit for the given digits (without the check digit). */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = body.charCodeAt(body.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Luhn (mod 10) check of a digit string of 12–19 digits. */
export const isLuhnValid = (pan: string): boolean => /^\d{12,19}$/.test(pan) && luhnCheckDigit(pan.slice(0, -1)) === pan.slice(-1);

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
