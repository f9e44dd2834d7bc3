import type { Server } from 'node:http';
import { devOutboxResponseSchema, eventListResponseSchema } from '@ama/contracts';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { createApp } from '../app';
import { createTestGateway } from '../payment';
import { repoRootDir } from '../paths';
import { checkoutForm, orderBody, postOrder } from '../test-support/checkout';
import { describeWithDatabase, testConfig } from '../test-support/engines';
import { Shopper } from '../test-support/shopper';
import { VISITOR_COOKIE } from '../visitor';
import { createWebRouter } from '../web';

/**
 * XSS: markup typed into a free-text field (engraving, gift message, names, company,
 * companions, search) comes back as text, in the server-rendered pages and in the e-mails' HTML. Each
 * document is parsed (jsdom, as a browser would) and must hold no element, attribute or handler the
 * payload would have created, while the payload's text is still shown where the field is.
 */
const PAYLOADS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>"];
/** Elements, handlers and scripts the payloads would create if written as markup (the page's own never call alert). */
const injected = (html: string) => {
  const { document } = new JSDOM(html).window;
  const scripts = [...document.querySelectorAll('script')].filter(
    (script) => script.textContent?.includes('alert(1)') && !script.textContent.trim().startsWith('{') && script.getAttribute('type') !== 'application/json',
  );
  const handlers = [...document.querySelectorAll('*')].filter((element) =>
    [...element.attributes].some((attribute) => /^on/i.test(attribute.name) && attribute.value.includes('alert(1)')),
  );
  const images = [...document.querySelectorAll('img[src="x"], svg[onload]')];
  return { count: scripts.length + handlers.length + images.length, text: document.documentElement.textContent ?? '', document };
};

describe('the injection detector', () => {
  it.each(PAYLOADS)('finds %s when it is written as markup, not when escaped', (payload) => {
    expect(injected(`<p>${payload}</p>`).count).toBeGreaterThan(0);
    const escaped = payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(injected(`<p>${escaped}</p>`).count).toBe(0);
  });
});

/** Page port (the security suite's range): server rendering asks the app's own API at HOST:PORT. */
const PAGE_PORT = 4441;

describeWithDatabase('security: markup in free text is shown as text', (context) => {
  const gateway = createTestGateway();
  let app: ReturnType<typeof createApp>;
  let server: Server;
  beforeAll(async () => {
    const config = testConfig({ PORT: String(PAGE_PORT), HOST: '127.0.0.1', CART_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', PAGE_CACHE_SECONDS: '0' });
    app = createApp({ config, db: context().db, payments: gateway, web: createWebRouter({ ...config, repoRoot: repoRootDir(), warn: () => undefined }) });
    server = app.listen(PAGE_PORT, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const mailsTo = async (to: string) => devOutboxResponseSchema.parse((await request(app).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body).mails;

  describe.each(PAYLOADS)('payload %s', (payload) => {
    it('in names, engraving and gift message: the order e-mail shows them as text', async () => {
      const shopper = new Shopper(app);
      const added = await shopper.addLine({ sku: 'GA-PEN-OV', quantity: 1, options: { engraving: payload.slice(0, 12) } });
      // The engraving allows only a jeweller's characters: refused (400) or kept as text, never markup.
      const engraved = added.status === 201;
      if (!engraved) expect((await shopper.addLine({ sku: 'GA-PEN-OV', quantity: 1 })).status).toBe(201);
      const form = checkoutForm({ giftWrapping: true, giftMessage: payload } as never);
      form.contact.name = payload.slice(0, 40);
      form.contact.surname = payload.slice(0, 40);
      const res = await postOrder(app, shopper, await orderBody(shopper, { checkout: form }));
      if (res.status === 400) {
        // A field refused the markup: then it was never stored and cannot be rendered.
        expect(JSON.stringify(res.body)).toMatch(/VALIDATION_FAILED/);
        return;
      }
      expect(res.status).toBe(201);
      const mails = await mailsTo(form.contact.email);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        const { count, text } = injected(mail.html);
        expect(count).toBe(0);
        expect(text).toContain(payload);
      }
      // The confirmation page, rendered on the server for the visitor who placed the order.
      const reference = (res.body as { order: { reference: string } }).order.reference;
      const page = await request(server).get(`/en/order-confirmation?order=${reference}`).set('Cookie', `${VISITOR_COOKIE}=${shopper.token}`);
      expect(page.status).toBeLessThan(500);
      expect(injected(page.text).count).toBe(0);
    });

    it('in names, company and companions: the event confirmation e-mail shows them as text', async () => {
      const events = eventListResponseSchema.parse((await request(app).get('/api/events?locale=en')).body);
      const open = events.upcoming.find((event) => event.state === 'open')!;
      const email = `xss.${Math.random().toString(36).slice(2)}@example.com`;
      const res = await request(app)
        .post(`/api/events/${open.key}/registrations?locale=en`)
        .set('Content-Type', 'application/json')
        .send({
          firstName: payload,
          lastName: payload,
          phone: '347 123 4567',
          email,
          company: payload,
          companions: [{ name: payload }],
          presence: 'yes',
          conditions: true,
          privacy: true,
        });
      expect([201, 400]).toContain(res.status);
      if (res.status === 400) return;
      const mails = await mailsTo(email);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        const { count, text } = injected(mail.html);
        expect(count).toBe(0);
        expect(text).toContain(payload);
      }
    });

    it.each([
      [
        'newsletter',
        '/api/newsletter/subscriptions',
        (email: string) => ({ name: payload.slice(0, 40), surname: payload.slice(0, 40), dateOfBirth: '1990-05-04', email, privacy: true }),
      ],
      [
        'club sign-up',
        '/api/club/sign-ups',
        (email: string) => ({
          name: payload.slice(0, 40),
          lastname: payload.slice(0, 40),
          email,
          phone: '347 123 4567',
          country: 'IT',
          address: payload.slice(0, 40),
          birthDate: '1990-05-17',
          privacy: true,
          region: '03',
          city: 'Milano',
          zipCode: '20121',
        }),
      ],
    ])('in the names of the %s form: its e-mail shows them as text, or the form refuses them', async (_form, path, body) => {
      const email = `xss.${Math.random().toString(36).slice(2)}@example.com`;
      const res = await request(app).post(`${path}?locale=en`).set('Content-Type', 'application/json').send(body(email));
      expect([201, 400]).toContain(res.status);
      if (res.status === 400) return;
      for (const mail of await mailsTo(email)) expect(injected(mail.html).count).toBe(0);
    });

    it('in the search box: the server-rendered results page shows it as text', async () => {
      const res = await request(server).get(`/en/results?q=${encodeURIComponent(payload)}`);
      expect(res.status).toBeLessThan(500);
      const { count } = injected(res.text);
      expect(count).toBe(0);
    });

    it('in the engraving: the server-rendered cart page shows it as text', async () => {
      const shopper = new Shopper(app);
      const added = await shopper.addLine({ sku: 'GA-PEN-OV', quantity: 1, options: { engraving: payload.slice(0, 12) } });
      if (added.status !== 201) return expect(added.status).toBe(400);
      const res = await request(server).get('/en/cart').set('Cookie', `${VISITOR_COOKIE}=${shopper.token}`);
      expect(res.status).toBeLessThan(500);
      expect(injected(res.text).count).toBe(0);
    });
  });
});
