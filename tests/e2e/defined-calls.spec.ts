import { expect, test, undefinedCall } from './fixtures.js';

/** The fixtures' check that a page asks only the calls the platform contract defines (fixtures.ts `definedCallsOnly`). */
test.describe('a page asks only defined calls', () => {
  test('a request is matched by method and path, placeholders and a trailing slash included', () => {
    expect(undefinedCall('GET', 'http://demo.localhost/api/v1/cards/encrypted/AbC-123_x/transactions?cycle=011900')).toBeUndefined();
    expect(undefinedCall('GET', 'http://demo.localhost/api/v1/cards/company/108/unactivated/')).toBeUndefined();
    expect(undefinedCall('GET', 'http://demo.localhost/api/v1/virtualcard/company/108/payments/download?sort=amount,ASC')).toBeUndefined();
    expect(undefinedCall('GET', 'http://demo.localhost/assets/app.js')).toBeUndefined();
    expect(undefinedCall('DELETE', 'http://demo.localhost/api/v1/cards/cardholder/dashboard')).toBe(
      'DELETE /api/v1/cards/cardholder/dashboard',
    );
    expect(undefinedCall('GET', 'http://demo.localhost/api/v1/cards/cardholder/everything')).toBe(
      'GET /api/v1/cards/cardholder/everything',
    );
  });

  test('a page asking a call the contract does not define fails the test that made it', async ({ page }) => {
    test.fail(true, 'the fixture fails the test: the page asked GET /api/v1/cards/cardholder/everything');
    await page.goto('/login');
    await page.evaluate(() =>
      fetch('/api/v1/cards/cardholder/everything').then(
        () => undefined,
        () => undefined,
      ),
    );
  });
});
