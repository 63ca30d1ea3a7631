import { createCipheriv, createDecipheriv, createHash, createHmac } from 'node:crypto';
import type { Rng } from './prng.js';

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

export function isLuhnValid(pan: string): boolean {
  return /^\d{12,19}$/.test(pan) && luhnCheckDigit(pan.slice(0, -1)) === pan.slice(-1);
}

/** A 16-digit Visa-range PAN with the given 6-digit BIN. */
export function generatePan(bin: string, rng: Rng): string {
  let body = bin;
  while (body.length < 15) body += String(rng.int(0, 9));
  return body + luhnCheckDigit(body);
}

/**
 * The platform's encrypted card reference: AES-256-GCM with a synthetic IV (HMAC of the PAN), so the same
 * card always has the same reference and the vault can decrypt it. URL-safe base64.
 */
export class CardVault {
  private readonly key: Buffer;

  constructor(seed: number) {
    this.key = createHash('sha256').update(`sandbox-card-vault:${seed}`).digest();
  }

  encrypt(pan: string): string {
    const iv = createHmac('sha256', this.key).update(pan).digest().subarray(0, 12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64url');
  }

  decrypt(ref: string): string | null {
    try {
      const raw = Buffer.from(ref, 'base64url');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

export const maskPan = (pan: string): string => `${pan.slice(0, 6)}******${pan.slice(-4)}`;
