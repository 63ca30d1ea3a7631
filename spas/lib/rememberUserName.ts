/**
 * "Remember my user name" on the login page: the user name only (never the password), per brand, in this
 * browser's localStorage. Unavailable storage (private mode, blocked) just means nothing is remembered.
 */
const key = (brand: string) => `portal.rememberedUserName.${brand}`;

export function rememberedUserName(brand: string): string | null {
  if (!brand) return null;
  try {
    return globalThis.localStorage?.getItem(key(brand)) ?? null;
  } catch {
    return null;
  }
}

export function rememberUserName(brand: string, username: string | null): void {
  if (!brand) return;
  try {
    if (username) globalThis.localStorage?.setItem(key(brand), username);
    else globalThis.localStorage?.removeItem(key(brand));
  } catch {
    /* storage unavailable: nothing to remember */
  }
}
