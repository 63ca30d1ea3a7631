import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  RECEIPT_MAX_BYTES,
  checkReceiptContent,
  checkReceiptSize,
  kindClaimedBy,
  sniffReceiptKind,
} from '../../../shared/format/fileType.js';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));
const PNG = new Uint8Array(readFileSync(new URL('../../fixtures/receipt.png', import.meta.url)).subarray(0, 16));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0x10], 'Exif', [0, 0, 0, 0, 0, 0]);
const PDF = bytes('%PDF-1.7\n%abcdefg');
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]);
const HEIF = bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0]);

describe('receipt files are known by their content (magic bytes)', () => {
  it('recognises JPEG, PNG, PDF and HEIC/HEIF, and nothing else', () => {
    expect([PNG, JPEG, PDF, HEIC, HEIF].map(sniffReceiptKind)).toEqual(['png', 'jpeg', 'pdf', 'heic', 'heic']);
    for (const other of [
      bytes('GIF89a'),
      bytes('MZ\x90\x00'),
      bytes('<svg xmlns'),
      bytes([0, 0, 0, 0x18], 'ftypmp42'),
      bytes('%PD'),
      new Uint8Array(0),
      bytes([0x89, 0x50, 0x4e, 0x47]),
    ]) {
      expect(sniffReceiptKind(other)).toBeNull();
    }
  });

  it('reads the kind a name claims: none without an ending, undefined for an ending that is no receipt', () => {
    expect(kindClaimedBy('IMG_0042.HEIC')).toBe('heic');
    expect(kindClaimedBy('scan.JPEG')).toBe('jpeg');
    expect(kindClaimedBy('receipt')).toBeNull();
    expect(kindClaimedBy('.png')).toBeNull();
    expect(kindClaimedBy('receipt.')).toBeNull();
    expect(kindClaimedBy('notes.txt')).toBeUndefined();
    expect(kindClaimedBy('archive.png.exe')).toBeUndefined();
  });

  it('accepts a file whose content and name agree (or that has no ending)', () => {
    expect(checkReceiptContent('lunch.png', PNG)).toEqual({ ok: true, kind: 'png' });
    expect(checkReceiptContent('photo.jpg', JPEG)).toEqual({ ok: true, kind: 'jpeg' });
    expect(checkReceiptContent('scan', PDF)).toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses, in words, a file that is not what its name says', () => {
    expect(checkReceiptContent('receipt.png', PDF)).toEqual({
      ok: false,
      status: 415,
      message: '“receipt.png” is a PDF document, but its name says otherwise. Rename it to end in .pdf and try again.',
    });
    expect(checkReceiptContent('receipt.jpg', bytes('MZ\x90\x00\x03'))).toEqual({
      ok: false,
      status: 415,
      message:
        '“receipt.jpg” is not a JPEG, PNG or HEIC image, or a PDF though its name says it is a JPEG image. Choose a photo or a PDF of the receipt.',
    });
    expect(checkReceiptContent('notes.txt', bytes('Lunch $42'))).toMatchObject({
      ok: false,
      status: 415,
      message: '“notes.txt” is not a JPEG, PNG or HEIC image, or a PDF. Choose a photo or a PDF of the receipt.',
    });
    expect(checkReceiptContent('photo.txt', PNG)).toMatchObject({ ok: false, status: 415 });
  });

  it('allows up to 10 MB, refuses one byte more (413) and empty files (400)', () => {
    expect(checkReceiptSize('a.png', RECEIPT_MAX_BYTES)).toEqual({ ok: true });
    expect(checkReceiptSize('a.png', RECEIPT_MAX_BYTES + 1)).toEqual({
      ok: false,
      status: 413,
      message: '“a.png” is larger than the 10 MB limit for a receipt. Choose a smaller file, or take the photo at a lower resolution.',
    });
    expect(checkReceiptSize('a.png', 0)).toMatchObject({ ok: false, status: 400 });
  });
});
