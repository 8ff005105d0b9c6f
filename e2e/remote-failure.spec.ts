import { expect, test } from '@playwright/test';
import { copy, exactly } from './support/copy';
import { expectRoutePage, expectShellChrome } from './support/pages';
import { firstPageOf } from './support/routes';
import { ports, urlOf } from './support/servers';

const demosPage = firstPageOf('demos');
const unavailable = () => copy('shell', 'en', 'remoteUnavailable.title');
const retry = () => copy('shell', 'en', 'remoteUnavailable.retry');
// Before it gives up the shell retries the remote (2 s of backoff), reloads the page once and retries
// again: about 5 s of deliberate waiting, which a loaded CI machine stretches past the default 10 s.
const afterGivingUp = { timeout: 30_000 };

test('a remote that stops answering leaves the shell usable, and Retry recovers once it is back', async ({
  page,
}) => {
  const demosFiles = '**/remotes/demos/**';
  await page.route(demosFiles, (route) => route.abort('connectionrefused'));
  await page.goto(demosPage.path);
  await expect(page.getByRole('heading', { name: exactly(unavailable()) })).toBeVisible(afterGivingUp);
  await expectShellChrome(page);

  // The rest of the site still works from here.
  await page
    .getByRole('navigation', { name: copy('shell', 'en', 'nav.label') })
    .getByRole('link')
    .first()
    .click();
  await expectShellChrome(page);
  await page.goBack();
  await expect(page.getByRole('heading', { name: exactly(unavailable()) })).toBeVisible(afterGivingUp);

  await page.unroute(demosFiles);
  await page.getByRole('button', { name: exactly(retry()) }).click();
  await expectRoutePage(page, demosPage);
  await expect(page.getByRole('heading', { name: exactly(unavailable()) })).toHaveCount(0);
});

test('a remote moved to an origin that is down shows the retry message inside the shell', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${urlOf(ports.webDemosDown)}${demosPage.path}`);
  await expect(page.getByRole('heading', { name: exactly(unavailable()) })).toBeVisible(afterGivingUp);
  await expectShellChrome(page);
  expect(requested.some((url) => url.startsWith(urlOf(ports.closed)))).toBe(true);

  // Still down: Retry fails again, and the page stays usable.
  await page.getByRole('button', { name: exactly(retry()) }).click();
  await expect(page.getByRole('heading', { name: exactly(unavailable()) })).toBeVisible(afterGivingUp);
  await expectShellChrome(page);
});
