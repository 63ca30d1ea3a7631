import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The screens and the session name the platform's calls only through their definitions (shared/contract:
 * `callUrl`, `callPlatform`): an `/api/…` path written out in spas/ or shared/session/ would be a call the contract
 * may not define, or a second definition of one that drifts from the first.
 */
function apiLiterals(file: string, text: string): string[] {
  if (!/['"`}]\/api/.test(text)) return [];
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? node.text : null;
    if (literal !== null && /^\/api(\/|$)/.test(literal)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(root, file)}:${line + 1}: ${literal}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the screens ask only defined calls', () => {
  it('no /api path is written out in spas/ or shared/session/', () => {
    const files = [...sourceFiles(path.join(root, 'spas')), ...sourceFiles(path.join(root, 'shared/session'))];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((f) => apiLiterals(f, readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('finds a path in a string, a template or a JSX attribute, and not in a comment', () => {
    const text = [
      '// GET /api/v1/users/search is fine in a comment',
      "const a = '/api/v1/offers';",
      'const b = `/api/v1/cards/encrypted/${ref}/lock`;',
      'const c = <img src="/api/v1/expensereport/receipts/1" />;',
      "const d = '/apis/other';",
    ].join('\n');
    expect(apiLiterals(path.join(root, 'spas/x.tsx'), text)).toEqual([
      'spas/x.tsx:2: /api/v1/offers',
      'spas/x.tsx:3: /api/v1/cards/encrypted/',
      'spas/x.tsx:4: /api/v1/expensereport/receipts/1',
    ]);
  });
});
