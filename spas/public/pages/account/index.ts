import type { ComponentType } from '../../../lib/react-deps.js';
import type { PageProps } from '../../../lib/AreaApp.js';
import { lazyPage as lazy, type LazyPageOptions } from '../../../ui/lazyPage.js';

/** The account pages' own loading and download-failure messages. */
const OPTIONS: LazyPageOptions = {
  label: 'Loading…',
  failure: { title: "This page didn't load", message: 'Please check your connection and reload the page.', reload: false },
};
const lazyPage = (load: Parameters<typeof lazy>[0]) => lazy(load, OPTIONS);

/**
 * The public account flows, by route table page id. Each is its own chunk, fetched when first shown, so
 * the login page's first visit does not carry them.
 */
const activate = lazyPage(() => import('./ActivateCardPage.js').then((m) => m.ActivateCardPage));

export const accountPages: Record<string, ComponentType<PageProps>> = {
  registerCard: lazyPage(() => import('./RegisterCardPage.js').then((m) => m.RegisterCardPage)),
  activateCard: activate,
  activate,
  forgotUserName: lazyPage(() => import('./ForgotUserNamePage.js').then((m) => m.ForgotUserNamePage)),
  forgotPassword: lazyPage(() => import('./ForgotPasswordPage.js').then((m) => m.ForgotPasswordPage)),
  paRegistration: lazyPage(() => import('./AdminRegistrationPage.js').then((m) => m.ProgramAdminRegistrationPage)),
  hcRegistration: lazyPage(() => import('./AdminRegistrationPage.js').then((m) => m.HoldingCompanyRegistrationPage)),
};
