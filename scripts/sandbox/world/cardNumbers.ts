import { createCipheriv, createDecipheriv, createHash, type Cipher, type Decipher } from 'node:crypto';
import type { Rng } from './prng.js';
import { isLuhnValid, luhnCheckDigit } from '../../../shared/format/checksums.js';

/** A 16-digit Visa-range PAN with the given 6-digit BIN. */
export function generatePan(bin: string, rng: Rng): string {
  let body = bin;
  while (body.length < 15) body += String(rng.int(0, 9));
  return body + luhnCheckDigit(body);
}

/**
 * The platform's encrypted card reference: the 16-digit PAN is exactly one AES block, encrypted with
 * AES-256 under a key derived from the seed (ECB over a single block is a keyed permutation: the same card
 * always has the same reference, the vault can decrypt it, and nothing about the number shows). URL-safe
 * base64, 22 characters. One cipher object is reused, so encrypting the whole world costs milliseconds.
 */
export class CardVault {
  private readonly key: Buffer;
  private readonly cipher: Cipher;
  private readonly decipher: Decipher;

  constructor(seed: number) {
    this.key = createHash('sha256').update(`sandbox-card-vault:${seed}`).digest();
    this.cipher = createCipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
    this.decipher = createDecipheriv('aes-256-ecb', this.key, null).setAutoPadding(false);
  }

  encrypt(pan: string): string {
    if (!/^\d{16}$/.test(pan)) throw new Error('the vault keeps 16-digit card numbers');
    return this.cipher.update(pan, 'latin1').toString('base64url');
  }

  decrypt(ref: string): string | null {
    const raw = Buffer.from(ref, 'base64url');
    if (raw.length !== 16 || raw.toString('base64url') !== ref) return null;
    const pan = this.decipher.update(raw).toString('latin1');
    return /^\d{16}$/.test(pan) && isLuhnValid(pan) ? pan : null;
  }
}

export const maskPan = (pan: string): string => `${pan.slice(0, 6)}******${pan.slice(-4)}`;
