/**
 * What a receipt file is, by its content (magic bytes), never by its name or the type the browser guessed:
 * the sandbox decides with it on upload, the portal checks the same way before it sends a byte. One rule for both.
 */
export type ReceiptKind = 'jpeg' | 'png' | 'heic' | 'pdf';

export interface ReceiptKindInfo {
  contentType: 'image/jpeg' | 'image/png' | 'image/heic' | 'application/pdf';
  /** In the user's words: "a JPEG image". */
  label: string;
  /** File name endings that claim this kind (lower case, with the dot). */
  extensions: readonly string[];
  /** Browsers can paint it in an <img> (HEIC: Safari only, so it gets an icon and a download link). */
  displayable: boolean;
}

export const RECEIPT_KINDS: Record<ReceiptKind, ReceiptKindInfo> = {
  jpeg: { contentType: 'image/jpeg', label: 'a JPEG image', extensions: ['.jpg', '.jpeg', '.jpe', '.jfif'], displayable: true },
  png: { contentType: 'image/png', label: 'a PNG image', extensions: ['.png'], displayable: true },
  heic: { contentType: 'image/heic', label: 'a HEIC photo', extensions: ['.heic', '.heif'], displayable: false },
  pdf: { contentType: 'application/pdf', label: 'a PDF document', extensions: ['.pdf'], displayable: false },
};

/** Receipts up to 10 MB (10 × 1024 × 1024 bytes). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
/** How many leading bytes `sniffReceiptKind` needs. */
export const SNIFF_BYTES = 16;
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.heic,.heif,.pdf,image/jpeg,image/png,image/heic,image/heif,application/pdf';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEIF/HEIC stills and sequences (ISO/IEC 23008-12). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0): boolean => sig.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number): string => String.fromCharCode(...b.subarray(from, to));

/** The kind of a file from its first bytes (at least `SNIFF_BYTES` when the file is that long), or null. */
export function sniffReceiptKind(head: Uint8Array): ReceiptKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heic';
  return null;
}

/** The kind a file name claims by its ending; null when it has no ending we know ("scan", "receipt.txt" → undefined). */
export function kindClaimedBy(fileName: string): ReceiptKind | null | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return null;
  const ext = fileName.slice(dot).toLowerCase();
  for (const [kind, info] of Object.entries(RECEIPT_KINDS) as [ReceiptKind, ReceiptKindInfo][])
    if (info.extensions.includes(ext)) return kind;
  return undefined;
}

export type ReceiptCheck = { ok: true; kind: ReceiptKind } | { ok: false; status: 400 | 413 | 415; message: string };
type SizeCheck = { ok: true } | { ok: false; status: 400 | 413; message: string };

const ACCEPTED = 'a JPEG, PNG or HEIC image, or a PDF';

/** Whether a receipt's size may be stored: not empty, not over the limit (`size` may be the declared size). */
export function checkReceiptSize(fileName: string, size: number): SizeCheck {
  if (size > RECEIPT_MAX_BYTES) {
    return {
      ok: false,
      status: 413,
      message: `“${fileName}” is larger than the 10 MB limit for a receipt. Choose a smaller file, or take the photo at a lower resolution.`,
    };
  }
  if (size === 0) return { ok: false, status: 400, message: `“${fileName}” is empty. Choose the file of the receipt again.` };
  return { ok: true };
}

/**
 * Whether a receipt's content may be stored: one of the accepted kinds, and not named as another kind (a PDF
 * called "receipt.png", or a program called "receipt.jpg", is refused: whoever opens it would be misled).
 */
export function checkReceiptContent(fileName: string, head: Uint8Array): ReceiptCheck {
  const kind = sniffReceiptKind(head);
  const claimed = kindClaimedBy(fileName);
  if (!kind) {
    const named = claimed ? ` though its name says it is ${RECEIPT_KINDS[claimed].label}` : '';
    return { ok: false, status: 415, message: `“${fileName}” is not ${ACCEPTED}${named}. Choose a photo or a PDF of the receipt.` };
  }
  if (claimed === undefined || (claimed !== null && claimed !== kind)) {
    return {
      ok: false,
      status: 415,
      message: `“${fileName}” is ${RECEIPT_KINDS[kind].label}, but its name says otherwise. Rename it to end in ${RECEIPT_KINDS[kind].extensions[0]} and try again.`,
    };
  }
  return { ok: true, kind };
}
