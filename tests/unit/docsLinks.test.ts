import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The READMEs and docs/ point only at what is there: every relative Markdown link and every backticked
 * repository path resolves on disk, and every anchor into docs/requirements.md — from Markdown or from a code
 * comment (`docs/requirements.md#spec-6-permissions`) — exists.
 */
const root = path.resolve(import.meta.dirname, '../..');
const REQUIREMENTS = path.join(root, 'docs/requirements.md');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'coverage']);

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP_DIRS.has(e.name) || e.name.startsWith('.')) return [];
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p, keep);
    return keep(p) ? [p] : [];
  });
}

function markdownFiles(): string[] {
  const readmes = walk(root, (f) => path.basename(f) === 'README.md');
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((n) => n.endsWith('.md'))
    .map((n) => path.join(root, 'docs', n));
  return [...readmes, ...docs];
}

/** The anchors a Markdown file offers: explicit `<a id>`s and GitHub's heading slugs. */
export function anchorsOf(markdown: string): Set<string> {
  const ids = new Set<string>();
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) ids.add(m[1]!);
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    ids.add(
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replace(/ /g, '-'),
    );
  }
  return ids;
}

/** Prose lines of a Markdown text, fenced blocks blanked (so line numbers stay). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** A backticked token that names a file or folder of the repository (not a route, URL, glob or placeholder). */
export function looksLikeRepoPath(token: string): boolean {
  if (!token.includes('/') || /\s/.test(token)) return false;
  if (/^[a-z]+:\/\//i.test(token) || token.startsWith('/') || token.startsWith('~')) return false;
  if (/[<>*:{}$?=|…@,()[\]'"]|\.\.\./.test(token)) return false;
  if (/(^|\/)(node_modules|dist)\//.test(token)) return false;
  return token.endsWith('/') || /\.[a-z][a-z0-9]{0,4}$/i.test(token.split('#')[0]!);
}

let allPaths: string[] | null = null;
/** Every file and folder of the repository (folders with a trailing `/`), relative to the root. */
function repoPaths(): string[] {
  if (allPaths) return allPaths;
  const out: string[] = [];
  const visit = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP_DIRS.has(e.name) || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        out.push(path.relative(root, p) + '/');
        visit(p);
      } else out.push(path.relative(root, p));
    }
  };
  visit(root);
  allPaths = out;
  return out;
}

/**
 * Whether `target` (a path, maybe with `#anchor`) exists relative to `fromDir`, one of its parent folders or the
 * root — or, for a backticked path written relative to a folder the text names (`logging/leanLines.ts` in the
 * gateway's README), as the tail of a path inside the file's folder (docs/: inside the repository).
 */
function resolves(target: string, fromDir: string, relativeOnly: boolean): string | null {
  const [file] = target.split('#');
  const candidates = [file!];
  if (/\.js$/.test(file!)) candidates.push(file!.replace(/\.js$/, '.ts'), file!.replace(/\.js$/, '.tsx'));
  const bases: string[] = [fromDir];
  if (!relativeOnly) {
    for (let d = fromDir; d.startsWith(root) && d !== root; d = path.dirname(d)) bases.push(path.dirname(d));
    bases.push(root);
  }
  for (const base of bases) {
    for (const c of candidates) {
      const p = path.resolve(base, c);
      if (p.startsWith(root) && existsSync(p) && (!file!.endsWith('/') || statSync(p).isDirectory())) return p;
    }
  }
  if (relativeOnly) return null;
  const scope = path.relative(root, fromDir) === 'docs' ? '' : path.relative(root, fromDir);
  const within = repoPaths().filter((p) => scope === '' || p.startsWith(scope + '/'));
  for (const c of candidates) {
    const hit = within.find((p) => p === c || p.endsWith('/' + c));
    if (hit) return path.join(root, hit);
  }
  return null;
}

const requirementsAnchors = (): Set<string> => anchorsOf(readFileSync(REQUIREMENTS, 'utf8'));

/** Every broken link, path and anchor of one Markdown text, as `file:line: what`. */
export function brokenReferences(file: string, markdown: string, requirements = requirementsAnchors()): string[] {
  const broken: string[] = [];
  const dir = path.dirname(file);
  const own = anchorsOf(markdown);
  const where = (i: number) => `${path.relative(root, file)}:${i + 1}`;
  // Folders a walkthrough tells the reader to create (`mkdir -p static/cdn/harbor/cards`) hold files that are examples.
  const toCreate = [...markdown.matchAll(/`mkdir -p ([^`]+)`/g)]
    .flatMap((m) => m[1]!.split(/\s+/))
    .flatMap((d) => {
      const dirs = [d.replace(/\/?$/, '/')];
      for (let up = path.dirname(d); up !== '.' && !existsSync(path.join(root, up)); up = path.dirname(up)) dirs.push(up + '/');
      return dirs;
    });
  const example = (token: string) => toCreate.some((d) => token.startsWith(d) || (token + '/').startsWith(d) || d.startsWith(token));
  proseLines(markdown).forEach((line, i) => {
    const withoutCode = line.replace(/`[^`]*`/g, '``');
    for (const m of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/i.test(target)) continue;
      const [file2, anchor] = target.split('#');
      const resolved = file2 ? resolves(target, dir, true) : file;
      if (!resolved) {
        broken.push(`${where(i)}: link ${target}`);
        continue;
      }
      if (anchor !== undefined) {
        const anchors = resolved === file ? own : resolved === REQUIREMENTS ? requirements : null;
        if (anchors && !anchors.has(anchor)) broken.push(`${where(i)}: anchor ${target}`);
      }
    }
    for (const m of line.matchAll(/`([^`]+)`/g)) {
      const token = m[1]!;
      if (looksLikeRepoPath(token) && !example(token) && !resolves(token, dir, false)) broken.push(`${where(i)}: path ${token}`);
    }
  });
  return broken;
}

describe('docs: links and paths resolve', () => {
  const files = markdownFiles();

  it('finds the READMEs and docs/', () => {
    expect(files.map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining(['README.md', 'docs/requirements.md', 'gateway/src/proxy/README.md']),
    );
  });

  it('every relative link, anchor and backticked repository path in the READMEs and docs/*.md exists', () => {
    const requirements = requirementsAnchors();
    const broken = files.flatMap((f) => brokenReferences(f, readFileSync(f, 'utf8'), requirements));
    expect(broken).toEqual([]);
  });

  it('every docs/requirements.md anchor a code comment names exists', () => {
    const anchors = requirementsAnchors();
    const sources = walk(
      root,
      (f) => /\.(ts|tsx|js|mjs|cjs|css|json|ya?ml|html|sh)$/.test(f) && !f.endsWith('package-lock.json') && f !== import.meta.filename,
    );
    const missing: string[] = [];
    let seen = 0;
    for (const f of sources) {
      const text = readFileSync(f, 'utf8');
      if (!text.includes('requirements.md#')) continue;
      // `docs/requirements.md#spec-3-entities and #spec-9-constants`: the chain's further anchors count too.
      for (const m of text.matchAll(/requirements\.md#([\w-]+)((?:,? (?:and|or) #[\w-]+)*)/g)) {
        const names = [m[1]!, ...[...m[2]!.matchAll(/#([\w-]+)/g)].map((x) => x[1]!)];
        for (const name of names) {
          seen += 1;
          if (!anchors.has(name)) missing.push(`${path.relative(root, f)}: #${name}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('catches a broken link, a missing path and a missing anchor', () => {
    const file = path.join(root, 'docs/example.md');
    const text = [
      'See [the rules](requirements.md#spec-' + '6-permissions) and [gone](./no-such-file.md).',
      'Also [nowhere](requirements.md#spec-42-nothing), `gateway/src/no-such.ts`, and `gateway/src/` is fine;',
      '`/pa/services`, `spas/<area>/page.tsx`, `https://x.test/a.js` and `tests/**/*.ts` are not paths.',
      '```',
      '[fenced](not-checked.md)',
      '```',
    ].join('\n');
    expect(brokenReferences(file, text)).toEqual([
      'docs/example.md:1: link ./no-such-file.md',
      'docs/example.md:2: anchor requirements.md#spec-42-nothing',
      'docs/example.md:2: path gateway/src/no-such.ts',
    ]);
  });
});
