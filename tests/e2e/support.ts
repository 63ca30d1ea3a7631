import { expect, type Page } from '@playwright/test';

/** The gateway's port: 8181 unless E2E_PORT says otherwise (as in playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const PASSWORD = 'Password1!';
/** Host of a brand or host kind, e.g. hostUrl('apex') → http://apex.localhost:8181 */
export const hostUrl = (label?: string) => `http://${label ? `${label}.` : ''}localhost:${PORT}`;

/** Fills and submits the login form (labels exactly as spec §2 / issue 2). */
export async function submitLogin(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('User Name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logIn(page: Page, username: string, home: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

/**
 * Logs in through the platform's login call (the login form has its own tests in login.spec.ts), from a
 * public page of the demo bank, then opens `home` as a full page load.
 */
export async function openAs(page: Page, username: string, home: string): Promise<void> {
  await page.goto('/faqs');
  const ok = await page.evaluate(async ([u, p]) => {
    const res = await fetch('/api/authentication/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: u, password: p, brand: 'demo' }),
      credentials: 'include',
    });
    return res.ok;
  }, [username, PASSWORD] as const);
  expect(ok, `login of ${username}`).toBe(true);
  await page.goto(home);
}

export const banner = (page: Page) => page.getByRole('banner');
