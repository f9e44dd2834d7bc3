import { ConfigError, loadConfig } from '../app-config';

/** The configuration the outbox and the newsletter read (bff/src/config.ts). */
describe('mail and newsletter configuration', () => {
  it('defaults: the shop sender, dev outbox on outside production, 10 sign-ups per 10 minutes', () => {
    const config = loadConfig({});
    expect(config.mailFrom).toBe('AMA <customercare@ama-jewels.com>');
    expect(config.devOutbox).toBe(true);
    expect(config.newsletterRateLimit).toEqual({ limit: 10, windowMs: 600_000 });
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
  });

  it('reads the variables', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      MAIL_FROM: 'Shop <shop@example.com>',
      DEV_OUTBOX: 'TRUE',
      NEWSLETTER_RATE_LIMIT: '3',
      NEWSLETTER_RATE_WINDOW_SECONDS: '60',
    });
    expect(config).toMatchObject({ mailFrom: 'Shop <shop@example.com>', devOutbox: true, newsletterRateLimit: { limit: 3, windowMs: 60_000 } });
    expect(loadConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(loadConfig({ MAIL_FROM: 'orders@example.com' }).mailFrom).toBe('orders@example.com');
  });

  it.each([
    ['MAIL_FROM', 'AMA <shop@example.com>\nBcc: victim@example.com'],
    ['MAIL_FROM', 'nobody'],
    ['DEV_OUTBOX', 'maybe'],
    ['NEWSLETTER_RATE_LIMIT', '0'],
    ['NEWSLETTER_RATE_WINDOW_SECONDS', 'ten'],
  ])('refuses %s=%j, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect(Object.keys((error as ConfigError).problems)).toEqual([name]);
    }
  });
});
