import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { PageProps } from '../../../spas/app/AreaApp.js';
import { lazyPage, preloadPage } from '../../../spas/app/lazyPage.js';

const props = {} as PageProps;
const Page = () => createElement('h1', null, 'Your card');

describe('lazyPage preloading (the page an area opens on, and the home after the offer watcher)', () => {
  it('shows a preloaded page at once, having fetched its code only once', async () => {
    const load = vi.fn(async () => Page);
    const Lazy = lazyPage(load);
    expect(renderToStaticMarkup(createElement(Lazy, props))).toContain('Loading this page…');
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToStaticMarkup(createElement(Lazy, props))).toBe('<h1>Your card</h1>');
  });

  it('tries again after a failed preload, which preloadPage keeps to itself', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const Lazy = lazyPage(load);
    preloadPage(Lazy); // no unhandled rejection: the page says so when it is shown
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(renderToStaticMarkup(createElement(Lazy, props))).toBe('<h1>Your card</h1>');
  });

  it('leaves a page that is not lazy alone', () => {
    expect(() => preloadPage(Page)).not.toThrow();
    expect(() => preloadPage(undefined)).not.toThrow();
  });
});
