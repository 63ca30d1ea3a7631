import { keepViewParams } from '../../ui/AppLink.js';

/** A program-admin path with the view's parameters kept (the company in view), for navigating after a save. */
export const inView = (href: string): string => keepViewParams(href, 'pa', window.location.search);
