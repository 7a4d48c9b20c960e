import { listSentryItems } from './fixtures/control.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * Nothing in the product lets a user break rendering on purpose, and this suite adds no hidden
 * switch to it. Instead the browser is handed a broken build of one screen: the lazily loaded
 * module of /forgot-password is replaced (page.route) by one whose component throws while React
 * renders it, as a faulty deploy or a component bug would. The real error boundary, fallback
 * screen and Sentry reporting of the production build then do the rest.
 */
const BROKEN_ROUTE_MODULE = `export default function BrokenScreen() {
  throw new Error('E2E render failure: the screen could not be drawn');
}
`;

test('a render failure shows "Something went wrong:" with the message in red and reaches Sentry', async ({
  page,
  t,
  checkScreen,
}) => {
  await page.route(/\/assets\/forgot-password-[\w-]{8}\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: BROKEN_ROUTE_MODULE }),
  );
  const reported = page.waitForRequest(
    (request) =>
      /\/api\/1\/envelope\//.test(request.url()) &&
      request.method() === 'POST' &&
      /"type":"event"/.test(request.postData() ?? ''),
  );
  await page.goto('/forgot-password');

  const alert = page.getByRole('alert').filter({ hasText: t('common:errorBoundary.title') });
  await expect(alert).toBeVisible();
  const message = alert.getByText('E2E render failure: the screen could not be drawn');
  await expect(message).toBeVisible();
  const color = await message.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+/g) ?? []).map(Number);
  expect(red, `the message is red (${color})`).toBeGreaterThan(green + 60);
  expect(red).toBeGreaterThan(blue + 60);
  await checkScreen('error');

  await reported;
  await expect
    .poll(async () =>
      (await listSentryItems()).some(
        (item) =>
          item.type === 'event' && JSON.stringify(item.payload).includes('E2E render failure'),
      ),
    )
    .toBe(true);
});
