import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { checkContentFile } from '../../../gateway/src/cdn/contentCheck.js';
import {
  CONTENT_PIECES,
  programFor,
  type ContactContent,
  type FaqsContent,
  type RewardsContent,
} from '../../../shared/content/contentPieces.js';
import { inlineProblem, isSafeHref, parseInline, plainText } from '../../../shared/content/inlineText.js';
import { InlineText } from '../../../spas/ui/content/InlineText.js';
import { Blocks } from '../../../spas/ui/content/ContentBlocks.js';

/**
 * The client content format (shared/content, static/README.md): the files in the repository, each schema's
 * refusals of missing and malformed fields, and hostile text that must never become markup, script or a link
 * anywhere but the web, email, a phone or this site.
 */
const CDN = path.resolve('static/cdn');
const clients = readdirSync(CDN).filter((c) => c !== 'default');
const file = (client: string, piece: string) => path.join(CDN, client, 'content', `${piece}.json`);
const read = (client: string, piece: string): unknown => JSON.parse(readFileSync(file(client, piece), 'utf8'));
const owned = (client: string) => {
  try {
    return readdirSync(path.join(CDN, client, 'content'));
  } catch {
    return [];
  }
};
const check = (name: string, value: unknown) =>
  checkContentFile(name, Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));
const problems = (name: string, value: unknown): string[] => {
  const v = check(name, value);
  return v.ok ? [] : v.problems;
};

describe('the content in the repository', () => {
  it('every file of every client and of the defaults passes its check', () => {
    for (const client of ['default', ...clients]) {
      for (const name of owned(client))
        expect(check(name, readFileSync(path.join(CDN, client, 'content', name), 'utf8')), `${client}/${name}`).toMatchObject({ ok: true });
    }
  });

  it('the defaults have every piece, each marked sample, with no invented rates, fees, amounts, times or deadlines', () => {
    expect(owned('default').sort()).toEqual(
      Object.keys(CONTENT_PIECES)
        .map((p) => `${p}.json`)
        .sort(),
    );
    for (const piece of Object.keys(CONTENT_PIECES)) {
      const value = read('default', piece) as { sample?: boolean; programs?: Record<string, { sample?: boolean }> };
      if (piece === 'rewards') for (const p of Object.values(value.programs!)) expect(p.sample).toBe(true);
      else expect(value.sample, piece).toBe(true);
      const text = JSON.stringify(value);
      // The portal's own rules (15 minutes of inactivity, first six and last four digits) are facts of this site, not a bank's.
      expect(text, piece).not.toMatch(
        /\$\s?\d|\d\s?%|\b\d+\s*(business\s+)?(day|week|month|year)s?\b|\b\d{1,2}(:\d\d)?\s*[ap]\.?m\b|\b\d{3}-\d{3}-\d{4}\b|never exceed|free\b|no fee/i,
      );
    }
  });

  it('the seeded clients differ visibly: program names, phone numbers and at least one FAQ of their own', () => {
    const names = new Map<string, string>();
    const phones = new Map<string, string>();
    const questions = new Map<string, string[]>();
    for (const client of clients) {
      const rewards = read(client, 'rewards') as RewardsContent;
      for (const p of Object.values(rewards.programs)) names.set(p.name, client);
      for (const p of (read(client, 'contact') as ContactContent).phones) {
        expect(phones.get(p.number), `${client} ${p.number}`).toBeUndefined();
        phones.set(p.number, client);
      }
      questions.set(
        client,
        (read(client, 'faqs') as FaqsContent).groups.flatMap((g) => g.items.map((i) => i.question)),
      );
    }
    expect(new Set(names.values()).size).toBe(clients.length);
    for (const [client, own] of questions) {
      const others = new Set([...questions].filter(([c]) => c !== client).flatMap(([, q]) => q));
      expect(
        own.some((q) => !others.has(q)),
        client,
      ).toBe(true);
    }
  });

  it('a program is picked by the variant the platform names, else the client’s default variant', () => {
    const rewards = { programs: { default: { name: 'D' }, pnfp: { name: 'P' } } } as unknown as RewardsContent;
    expect(programFor(rewards, 'pnfp')?.name).toBe('P');
    expect(programFor(rewards, 'bhg')?.name).toBe('D');
  });
});

describe('missing and malformed content', () => {
  const faqs = { groups: [{ heading: 'Cards', items: [{ question: 'Lost card?', answer: ['Call us.'] }] }] };
  it('accepts a good file', () => {
    expect(check('faqs.json', faqs)).toMatchObject({ ok: true, piece: 'faqs' });
  });

  it('names each missing field', () => {
    expect(problems('faqs.json', {})).toEqual(['groups: Invalid input: expected array, received undefined']);
    expect(problems('faqs.json', { groups: [{ heading: 'Cards', items: [{ question: 'Lost card?' }] }] })).toEqual([
      'groups[0].items[0].answer: Invalid input: expected array, received undefined',
    ]);
    expect(problems('terms.json', { sections: [] })).toEqual(['sections: must have at least one entry']);
    expect(problems('rewards.json', { programs: {} })).toEqual(['programs: must name at least one program, e.g. "default"']);
    expect(problems('faqs.json', { groups: [{ heading: '', items: faqs.groups[0]!.items }] })).toEqual([
      'groups[0].heading: must not be empty',
    ]);
  });

  it('names each malformed field: wrong types, misspelt or unknown fields, an unknown variant, a bad phone number', () => {
    expect(
      problems('faqs.json', { groups: [{ heading: 'Cards', items: [{ question: 'Q', answer: ['ok', 3, { lis: ['x'] }] }] }], extra: true }),
    ).toEqual([
      'groups[0].items[0].answer[1]: expected string or object',
      'groups[0].items[0].answer[2].list: Invalid input: expected array, received undefined',
      'groups[0].items[0].answer[2]: Unrecognized key: "lis"',
      '(the whole file): Unrecognized key: "extra"',
    ]);
    expect(problems('rewards.json', { programs: { platinum: {} } })[0]).toMatch(/^programs: Unrecognized key: "platinum"/);
    expect(problems('contact.json', { phones: [{ label: 'Lost cards', number: 'call us' }] })).toEqual([
      'phones[0].number: must be a phone number such as 800-555-0100',
    ]);
  });

  it('refuses what is not JSON, not a content file, or too big', () => {
    expect(problems('faqs.json', '{"groups": [')[0]).toMatch(/^not valid JSON: /);
    expect(problems('banner.json', {})[0]).toMatch(/^not a content file: the files are terms\.json, faqs\.json/);
    expect(problems('faqs.json', 'x'.repeat(300 * 1024))[0]).toMatch(/more than the 262144 allowed/);
  });
});

describe('hostile content', () => {
  const HOSTILE = [
    '<script>alert(1)</script>',
    'Hello <img src=x onerror=alert(1)>',
    '</p><iframe src="https://evil.example">',
    '<!-- comment -->',
    '[Click me](javascript:alert(1))',
    '[Click](JAVASCRIPT:alert%281%29)',
    '[Click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[Click](//evil.example/steal)',
    '[Click](vbscript:msgbox)',
    '[Click](https://bank.example"onmouseover="alert(1))',
    'Your cookie: {cookie}',
    'Bell\u0007 character',
  ];

  it('the check refuses each, naming the field', () => {
    for (const text of HOSTILE) {
      const answer = problems('security.json', { sections: [{ heading: 'Safety', body: ['Fine.', { list: ['Fine too.', text] }] }] });
      expect(answer, text).toHaveLength(1);
      expect(answer[0], text).toMatch(/^sections\[0\]\.body\[1\]\.list\[1\]: /);
      expect(inlineProblem(text), text).not.toBeNull();
    }
    expect(problems('faqs.json', { groups: [{ heading: '<b>Cards</b>', items: [{ question: 'Q', answer: ['A'] }] }] })).toEqual([
      'groups[0].heading: HTML is not allowed: write plain text, [label](link) for a link and **words** for bold',
    ]);
  });

  it('were one shown anyway, it is text: no element, attribute or link comes from it', () => {
    for (const text of HOSTILE) {
      const html = renderToStaticMarkup(createElement(Blocks, { blocks: [text] }));
      expect(html, text).not.toMatch(/<(?!\/?p>)/);
      expect(
        parseInline(text).some((p) => p.kind === 'link'),
        text,
      ).toBe(false);
    }
  });

  it('draws only links to the web, email, a phone or this site, and marks no more than it says', () => {
    const html = renderToStaticMarkup(
      createElement(Router, {
        ssrPath: '/security',
        children: createElement(InlineText, {
          text: 'See [FAQs](/faqs), [our site](https://bank.example/help?a=1), [email](mailto:help@bank.example), [call](tel:800-555-0100), **bold** and {bank}.',
        }),
      }),
    );
    expect(html).toBe(
      'See <a href="/faqs">FAQs</a>, <a href="https://bank.example/help?a=1" rel="noopener noreferrer">our site</a>, <a href="mailto:help@bank.example">email</a>, <a href="tel:800-555-0100">call</a>, <strong>bold</strong> and your bank.',
    );
    for (const href of ['/faqs', 'https://x.example', 'http://x.example/a', 'mailto:a@b.example', 'tel:+18005550100'])
      expect(isSafeHref(href), href).toBe(true);
    for (const href of ['//x.example', 'javascript:x', 'data:x', 'file:///etc/passwd', 'https://', '/a b', '/a\\b', 'ftp://x.example'])
      expect(isSafeHref(href), href).toBe(false);
    expect(plainText('[GiveBack](/x) **with** {bank}', { bank: 'Pinnacle Bank' })).toBe('GiveBack with Pinnacle Bank');
  });
});
