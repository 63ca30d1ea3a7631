/**
 * `npm run content:check [client…]`: checks the client asset area as the gateway will load it (every client, or the
 * ones named) and prints, per client, each content piece (its own, missing, or invalid — with every problem by field),
 * which rewards programs it supplies, and which of its files come from `default/`. Exits 1 when any content file
 * checked is invalid (the gateway would serve the default instead), 2 when a named client has no folder.
 * STATIC_DIR (default `static`) names the area's root, as for the gateway.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContentFile } from '../gateway/src/cdn/contentCheck.js';
import { CLIENT } from '../gateway/src/cdn/parseCdnPath.js';
import { CONTENT_PIECES, contentFile, type ContentPiece, type RewardsContent } from '../shared/content/contentPieces.js';
import { REWARDS_VARIANTS } from '../shared/brand/rewardsVariants.js';

/** The files a client usually replaces (static/README.md); anything it lacks is served from default/. */
const ASSETS = ['logo.svg', 'theme.css', 'login-bg.svg', 'favicon.svg', 'card.svg'] as const;

export interface CheckReport {
  lines: string[];
  /** Content files that fail their check. */
  invalid: number;
  /** Clients named that have no folder. */
  unknown: string[];
}

const isDir = (p: string) => statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;
const isFile = (p: string) => statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;

export function checkClientArea(staticDir: string, only: readonly string[] = []): CheckReport {
  const root = path.resolve(staticDir, 'cdn');
  const lines: string[] = [];
  let invalid = 0;
  const folders = existsSync(root)
    ? readdirSync(root)
        .filter((n) => CLIENT.test(n) && isDir(path.join(root, n)))
        .sort()
    : [];
  const unknown = only.filter((c) => !folders.includes(c));
  const clients = ['default', ...folders.filter((c) => c !== 'default' && (only.length === 0 || only.includes(c)))];
  const defaultPrograms = new Set<string>();
  const defaultSample = new Set<ContentPiece>();
  const row = (rel: string, text: string) => `  ${rel.padEnd(22)} ${text}`;

  for (const client of clients) {
    const dir = path.join(root, client);
    if (!isDir(dir)) {
      lines.push(`${client}: no folder at ${dir}: every client falls back to nothing for its content`);
      invalid++;
      continue;
    }
    lines.push(client === 'default' ? 'default (the shared defaults: sample text every client falls back to)' : client);
    const extra = isDir(path.join(dir, 'content'))
      ? readdirSync(path.join(dir, 'content')).filter((n) => !Object.keys(CONTENT_PIECES).some((p) => `${p}.json` === n))
      : [];
    for (const name of extra) {
      invalid++;
      lines.push(
        `  content/${name.padEnd(14)} INVALID: not a content file (the files are ${Object.keys(CONTENT_PIECES)
          .map((p) => `${p}.json`)
          .join(', ')}); it is not served`,
      );
    }
    for (const piece of Object.keys(CONTENT_PIECES) as ContentPiece[]) {
      const rel = contentFile(piece);
      const file = path.join(dir, rel);
      if (!isFile(file)) {
        lines.push(
          row(
            rel,
            client === 'default'
              ? 'MISSING: clients without their own get none'
              : `missing: default/'s ${defaultSample.has(piece) ? 'sample text' : 'file'} is shown`,
          ),
        );
        if (client === 'default') invalid++;
        continue;
      }
      const verdict = checkContentFile(`${piece}.json`, readFileSync(file));
      if (!verdict.ok) {
        invalid++;
        lines.push(row(rel, `INVALID: ${client === 'default' ? 'not served' : "not served, default/'s is shown instead"}`));
        for (const p of verdict.problems) lines.push(`      ${p}`);
        continue;
      }
      const sample = (verdict.value as { sample?: boolean }).sample === true;
      if (client === 'default' && sample) defaultSample.add(piece);
      if (piece !== 'rewards') {
        lines.push(row(rel, `ok${sample ? ' (marked sample)' : ''}`));
        continue;
      }
      const programs = Object.keys((verdict.value as RewardsContent).programs);
      if (client === 'default') programs.forEach((p) => defaultPrograms.add(p));
      if (client === 'default' && Object.values((verdict.value as RewardsContent).programs).every((p) => p.sample))
        defaultSample.add(piece);
      const fromDefault = REWARDS_VARIANTS.filter((v) => !programs.includes(v) && defaultPrograms.has(v));
      lines.push(
        row(
          rel,
          `ok: programs ${programs.join(', ')}${client !== 'default' && fromDefault.length ? `; default/'s for the variants ${fromDefault.join(', ')}` : ''}`,
        ),
      );
    }
    if (client !== 'default') {
      const own = ASSETS.filter((a) => isFile(path.join(dir, a)));
      const fallback = ASSETS.filter((a) => !own.includes(a));
      lines.push(
        `  ${'files'.padEnd(22)} ${own.length ? `own ${own.join(', ')}` : 'none of its own'}${fallback.length ? `; from default: ${fallback.join(', ')}` : ''}`,
      );
    }
  }
  for (const c of unknown) lines.push(`${c}: no such client folder under ${root}`);
  return { lines, invalid, unknown };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = checkClientArea(process.env.STATIC_DIR ?? 'static', process.argv.slice(2));
  console.log(report.lines.join('\n'));
  if (report.unknown.length) process.exit(2);
  if (report.invalid) {
    console.error(
      `\n${report.invalid} content file(s) invalid or missing from default/: fix them before deploying (see static/README.md).`,
    );
    process.exit(1);
  }
  console.log('\nAll content files are valid.');
}
