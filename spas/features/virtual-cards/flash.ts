/**
 * A one-time message for the next page of this feature ("Vendor added."): set before navigating, taken by the page
 * that shows it. In memory only, so a reload never repeats it; forgotten just after it is first taken (not at once,
 * so React's development double render reads it too).
 */
let pending: string | null = null;

export function setFlash(message: string): void {
  pending = message;
}

export function takeFlash(): string | null {
  const m = pending;
  if (m !== null)
    setTimeout(() => {
      if (pending === m) pending = null;
    }, 0);
  return m;
}
