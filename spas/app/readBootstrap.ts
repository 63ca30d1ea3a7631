import { Bootstrap, BOOTSTRAP_ELEMENT_ID } from '../../shared/bootstrap.js';

export type BootstrapResult = { ok: true; bootstrap: Bootstrap } | { ok: false; reason: string };

/** Reads and validates the JSON the gateway embedded in the shell. */
export function readBootstrap(doc: Document = document): BootstrapResult {
  const el = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!el?.textContent) return { ok: false, reason: 'The page is missing its start-up data.' };
  let raw: unknown;
  try {
    raw = JSON.parse(el.textContent);
  } catch {
    return { ok: false, reason: 'The page start-up data could not be read.' };
  }
  const parsed = Bootstrap.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'The page start-up data is not in the expected form.' };
  return { ok: true, bootstrap: parsed.data };
}
