import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
const base = 'http://demo.localhost:8551';
await page.goto(base + '/login');
await page.getByLabel('User Name', { exact: true }).fill(process.argv[2] ?? 'er_cardholder');
await page.getByLabel('Password', { exact: true }).fill('Password1!');
await page.getByRole('button', { name: 'Log In' }).click();
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/s18-home.png', fullPage: true });
await page.goto(base + (process.argv[3] ?? '/dashboard-cardholder/expense-reporting'));
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/s18-er.png', fullPage: true });
if (process.argv[4]) { await page.goto(base + process.argv[4]); await page.waitForTimeout(3000); await page.screenshot({ path: '/tmp/s18-er2.png', fullPage: true }); }
await browser.close();
