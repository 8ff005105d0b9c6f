// Malay copy on a phone (390 px): long Malay words must neither run into their neighbours nor be cut
// (issue 22, item 11). The label "Kewarganegaraan anda" on the eKYC declaration and status pages, and the
// quick quote's wizard title.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { copy } from './support/copy';
import { newVerifiedMember } from './support/member';

test.use({ viewport: { width: 390, height: 844 } });

/** The label's box ends before its value's box begins, and the label's text fits its own box. */
async function expectLabelClearOfValue(page: Page, label: Locator): Promise<void> {
  await expect(label).toBeVisible({ timeout: 30_000 });
  const value = label.locator('xpath=following-sibling::dd[1]');
  const labelBox = (await label.boundingBox())!;
  const valueBox = (await value.boundingBox())!;
  expect(labelBox.x + labelBox.width, 'the label ends before its value starts').toBeLessThanOrEqual(
    valueBox.x + 0.5,
  );
  const overflow = await label.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'the label text overflows its column').toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('page.png'), fullPage: true });
}

test('"Kewarganegaraan anda" stays clear of its value on the declaration and status pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newVerifiedMember(page, browser, 'malay-phone');
  const nationality = copy('ekyc', 'ms', 'address.fields.nationality');
  expect(nationality).toBe('Kewarganegaraan anda');

  await page.goto('/ms/ekyc/declaration');
  await expectLabelClearOfValue(page, page.locator('dt', { hasText: nationality }).first());

  await page.goto('/ms/ekyc/v2');
  await expectLabelClearOfValue(page, page.locator('dt', { hasText: nationality }).first());
});

test('the Malay quick quote wizard title is shown whole', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/ms/pusara-pro/quick-quote');
  const title = page.getByRole('banner').getByText(copy('pusara', 'ms', 'quickQuote.wizardTitle'), {
    exact: true,
  });
  await expect(title).toBeVisible({ timeout: 30_000 });
  const cut = await title.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(cut, 'the title is cut').toBe(false);
});
