import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IdleDialog, liveText } from '../../../spas/ui/idle/index.js';
import type { IdleState } from '../../../shared/session/idle/index.js';

const render = (state: IdleState) => renderToStaticMarkup(createElement(IdleDialog, { state, onContinue() {}, onLogOff() {} }));
const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('IdleDialog markup', () => {
  it('is an alertdialog, modal, labelled by its title (the seconds left) and described by the text', () => {
    const html = render({ status: 'warning', secondsLeft: 60 });
    expect(html).toMatch(/^<dialog[^>]*role="alertdialog"/);
    expect(html).toContain('aria-modal="true"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}">60 seconds</h2>`);
    expect(html).toContain(`<p id="${describedBy}">If you need more time, please click the &quot;Continue Working&quot; button below.</p>`);
    expect(text(html)).toContain('|Log Off|Continue Working|');
  });

  it('says "1 second" at the end, and the title is not a live region', () => {
    const html = render({ status: 'warning', secondsLeft: 1 });
    expect(html).toContain('>1 second</h2>');
    expect(html).not.toMatch(/<h2[^>]*aria-live/);
    expect((html.match(/aria-live/g) ?? []).length).toBe(1);
  });

  it('after zero shows only "Session Expired, returning to login screen."', () => {
    const html = render({ status: 'expired' });
    expect(html).toContain('>Session Expired, returning to login screen.</h2>');
    expect(html).not.toContain('Continue Working');
    expect(html).not.toContain('aria-describedby');
  });

  it('renders an empty closed dialog while active', () => {
    const html = render({ status: 'active' });
    expect(html).not.toContain('<h2');
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });
});

describe('live region text', () => {
  it('changes only at 60, 30, 10, 5…1 and on expiry', () => {
    let spoken = '';
    const changes: string[] = [];
    for (let s = 60; s >= 1; s--) {
      const next = liveText({ status: 'warning', secondsLeft: s }, spoken);
      if (next !== spoken) changes.push(next);
      spoken = next;
    }
    spoken = liveText({ status: 'expired' }, spoken);
    changes.push(spoken);
    expect(changes).toEqual([
      'You will be logged off in 60 seconds.',
      'You will be logged off in 30 seconds.',
      'You will be logged off in 10 seconds.',
      'You will be logged off in 5 seconds.',
      'You will be logged off in 4 seconds.',
      'You will be logged off in 3 seconds.',
      'You will be logged off in 2 seconds.',
      'You will be logged off in 1 second.',
      'Session Expired, returning to login screen.',
    ]);
  });
});
