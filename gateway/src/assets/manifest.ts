import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Area } from '../../../shared/routes/routeTable.js';

/** dist/client/manifest.json, written by the SPA build (scripts/build.ts). */
const AreaEntry = z.object({
  js: z.string().startsWith('/assets/'),
  preload: z.array(z.string().startsWith('/assets/')).default([]),
  css: z.array(z.string().startsWith('/assets/')).default([]),
  /** Each lazy page's own files, which its shell preloads with the area's (scripts/rechunk.ts). */
  pages: z.record(z.string(), z.array(z.string().startsWith('/assets/'))).default({}),
});
export type AreaEntry = z.infer<typeof AreaEntry>;

export const Manifest = z.object({
  areas: z.object({
    public: AreaEntry,
    cardholder: AreaEntry,
    pa: AreaEntry,
    holdingCompany: AreaEntry,
    viewer: AreaEntry,
  } satisfies Record<Area, typeof AreaEntry>),
});
export type Manifest = z.infer<typeof Manifest>;

export type ManifestState = { ok: true; manifest: Manifest; mtimeMs: number } | { ok: false; reason: string; mtimeMs: number };

export function readManifest(clientDistDir: string): ManifestState {
  const file = path.join(clientDistDir, 'manifest.json');
  let mtimeMs = 0;
  try {
    mtimeMs = statSync(file).mtimeMs;
    const parsed = Manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) return { ok: false, reason: `${file} is not a valid build manifest`, mtimeMs };
    return { ok: true, manifest: parsed.data, mtimeMs };
  } catch {
    return { ok: false, reason: `${file} is missing`, mtimeMs };
  }
}

export const manifestMtime = (clientDistDir: string): number => {
  try {
    return statSync(path.join(clientDistDir, 'manifest.json')).mtimeMs;
  } catch {
    return 0;
  }
};
