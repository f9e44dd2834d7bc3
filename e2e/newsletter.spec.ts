import { expect, test, type Page } from './fixtures/test';

async function fillNewsletter(page: Page, email: string) {
  // the form is a fragment of the club remote, loaded when the footer comes into view
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Iscriviti alla nostra newsletter' });
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: 'Cognome' }).fill('Bianchi');
  await form.getByLabel(/^Data di nascita/).fill('1991-04-12');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  return form;
}

test('newsletter from the footer: success with the welcome code, the e-mail queued, a duplicate refused', async ({ page, request }) => {
  const email = `giulia.${Date.now()}@example.com`;
  await page.goto('/it/about-us');
  const form = await fillNewsletter(page, email);
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(page.getByText('Grazie!')).toBeVisible();
  const code = (await page.getByText(/^WELCOME10-/).textContent())?.trim();
  expect(code).toMatch(/^WELCOME10-/);

  const outbox = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(outbox.mails).toHaveLength(1);
  expect(outbox.mails[0].text).toContain(code);

  // the same address again, on another page: refused on the email field, nothing typed is lost
  await page.goto('/it/sustainability');
  const again = await fillNewsletter(page, email.toUpperCase());
  await again.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(again.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Questa email è già registrata');
  await expect(again.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Giulia');
});

test('a failing POST is not retried and the form says so in its own place', async ({ page }) => {
  let posts = 0;
  await page.route('**/api/newsletter/subscriptions?**', (route) => {
    posts += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"UNAVAILABLE","message":"down"}}' });
  });
  await page.goto('/it/about-us');
  const form = await fillNewsletter(page, 'nessuno@example.com');
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(form.getByText("Al momento non è possibile completare l'iscrizione. Riprova.")).toBeVisible();
  expect(posts).toBe(1);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('nessuno@example.com');
});
