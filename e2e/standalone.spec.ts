import { expect, test } from '@playwright/test';
import { expectRoutePage } from './support/pages';
import { firstPageOf } from './support/routes';
import { ports, urlOf } from './support/servers';

const demosPage = firstPageOf('demos');

test('a remote runs standalone on its own origin', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${urlOf(ports.demosStandalone)}${demosPage.path}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // No shell here: no navbar of the shell.
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(errors).toEqual([]);
});

test('the shell loads a remote moved to another origin by the deployment manifest', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(urlOf(ports.demosStandalone))) remoteRequests.push(request.url());
  });
  await page.goto(`${urlOf(ports.webDemosMoved)}${demosPage.path}`);
  await expectRoutePage(page, demosPage);
  expect(remoteRequests).toContain(`${urlOf(ports.demosStandalone)}/remoteEntry.js`);
});
