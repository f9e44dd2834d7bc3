import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBodySchema, RECAPTCHA } from '@ama/contracts';
import express from 'express';
import request from 'supertest';
import { createApp } from '../app';
import type { AppDatabase } from '../db';
import { openReadyDatabase } from '../ready-database';
import { createLogger } from '../logger';
import { testConfig } from '../test-support/engines';
import { errorHandler } from './errors';
import { recaptchaGuard } from './recaptcha';

const SITE_KEY = '6LcTestSiteKey0000000';
const SECRET = '6LcTestSecret00000000';
const ENDPOINT = '/api/newsletter/subscriptions?locale=en';

/** What the fake siteverify answers for each token (Google's answer shape, reCAPTCHA v3). */
const VERDICTS: Record<string, object> = {
  'good-token': { success: true, score: 0.9, action: RECAPTCHA.actions.newsletter, hostname: '127.0.0.1' },
  'low-score': { success: true, score: 0.1, action: RECAPTCHA.actions.newsletter },
  'club-token': { success: true, score: 0.9, action: RECAPTCHA.actions.clubSignUp },
  'bad-token': { success: false, 'error-codes': ['invalid-input-response'] },
  'expired-token': { success: false, 'error-codes': ['timeout-or-duplicate'] },
};

interface Received {
  contentType?: string;
  form: URLSearchParams;
}

/** A siteverify stand-in on loopback: form-encoded secret + response in, a JSON verdict out. */
function fakeVerifier(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({ contentType: req.headers['content-type'], form });
      if (form.get('response') === 'verifier-broken') {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('oops');
        return;
      }
      const verdict =
        form.get('secret') !== SECRET
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : (VERDICTS[form.get('response') ?? ''] ?? { success: false, 'error-codes': ['invalid-input-response'] });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(verdict));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`, received })),
  );
}

/** A loopback port nothing listens on (bound, then closed). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/siteverify`;
}

let serial = 0;
const body = () => ({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email: `captcha${++serial}.${Date.now()}@example.com`, privacy: true });
const errorOf = (res: request.Response) => errorBodySchema.parse(res.body).error;

describe('reCAPTCHA on the newsletter subscription', () => {
  let db: AppDatabase;
  let verifier: Awaited<ReturnType<typeof fakeVerifier>>;
  beforeAll(async () => {
    db = await openReadyDatabase(testConfig());
    verifier = await fakeVerifier();
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => verifier.server.close(resolve));
    await db.close();
  });
  const appWith = (env: Record<string, string>) => createApp({ config: testConfig({ NEWSLETTER_RATE_LIMIT: '10000', ...env }), db });
  const configured = (verifyUrl = verifier.url) => appWith({ RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: verifyUrl });
  const post = (app: ReturnType<typeof createApp>, token?: string) => {
    const req = request(app).post(ENDPOINT);
    if (token !== undefined) req.set(RECAPTCHA.tokenHeader, token);
    return req.send(body());
  };

  it('guards the Club AMA sign-up with its own action: no token or a newsletter token is refused, its own passes', async () => {
    const app = configured();
    const signUp = (token?: string) => {
      const req = request(app).post('/api/club/sign-ups?locale=en').set('Content-Type', 'application/json');
      if (token !== undefined) req.set(RECAPTCHA.tokenHeader, token);
      return req.send({
        name: 'Ada',
        lastname: `Lovelace${++serial}`,
        email: `club${serial}.${Date.now()}@example.com`,
        phone: '347 123 4567',
        country: 'IT',
        region: '03',
        city: 'Milano',
        zipCode: '20121',
        address: 'Via Montenapoleone 1',
        birthDate: '1990-05-17',
        privacy: true,
      });
    };
    expect(errorOf(await signUp()).code).toBe('CAPTCHA_FAILED');
    expect(errorOf(await signUp('good-token')).code).toBe('CAPTCHA_FAILED');
    expect((await signUp('club-token')).status).toBe(201);
  });

  it('without a site key, subscribes without a token and never asks the verifier', async () => {
    const before = verifier.received.length;
    const res = await post(appWith({ RECAPTCHA_VERIFY_URL: verifier.url }));
    expect(res.status).toBe(201);
    expect(verifier.received).toHaveLength(before);
  });

  it('with a key, refuses a request without a token with 400 CAPTCHA_FAILED', async () => {
    const res = await post(configured());
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'CAPTCHA_FAILED', message: 'The reCAPTCHA token is missing' });
  });

  it('refuses a token the verifier fails, one for another form, and one with too low a score', async () => {
    for (const [token, message] of [
      ['bad-token', 'The reCAPTCHA check failed'],
      ['expired-token', 'The reCAPTCHA check failed'],
      ['club-token', 'The reCAPTCHA token was obtained for another form'],
      ['low-score', 'The reCAPTCHA score is too low'],
    ] as const) {
      const res = await post(configured(), token);
      expect([token, res.status, errorOf(res)]).toEqual([token, 400, { code: 'CAPTCHA_FAILED', message }]);
    }
  });

  it('subscribes with a good token, sent to the verifier form-encoded with the secret', async () => {
    const res = await post(configured(), 'good-token');
    expect(res.status).toBe(201);
    const last = verifier.received.at(-1)!;
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(last.form.get('secret')).toBe(SECRET);
    expect(last.form.get('response')).toBe('good-token');
  });

  it('answers 503 SERVICE_UNAVAILABLE JSON when the verifier is down or broken, never a 500', async () => {
    const down = configured(await closedPortUrl());
    const broken = configured();
    for (const [app, token] of [
      [down, 'good-token'],
      [broken, 'verifier-broken'],
    ] as const) {
      const res = await post(app, token);
      expect(res.status).toBe(503);
      expect(res.type).toBe('application/json');
      expect(errorOf(res).code).toBe('SERVICE_UNAVAILABLE');
      expect(res.headers['retry-after']).toBeDefined();
    }
  });

  it('answers 503 when our own secret is refused: the shopper did nothing wrong', async () => {
    const app = appWith({ RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET: 'AnotherSecret0000', RECAPTCHA_VERIFY_URL: verifier.url });
    const res = await post(app, 'good-token');
    expect(res.status).toBe(503);
    expect(errorOf(res).code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('recaptchaGuard', () => {
  it('gives up on a verifier that does not answer within its timeout, with a 503', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/siteverify`;
    const config = { recaptchaSiteKey: SITE_KEY, recaptchaSecret: SECRET, recaptchaVerifyUrl: url, recaptchaMinScore: 0.5 };
    const app = express();
    app.post('/form', recaptchaGuard(config, RECAPTCHA.actions.newsletter, { timeoutMs: 100 }), (_req, res) => void res.status(204).end());
    app.use(errorHandler(createLogger(testConfig())));
    try {
      const res = await request(app).post('/form').set(RECAPTCHA.tokenHeader, 'good-token');
      expect(res.status).toBe(503);
      expect(errorOf(res).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});
