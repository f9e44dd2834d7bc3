import path from 'node:path';
import { ANALYTICS_DEFAULT_SCRIPT_URL, RECAPTCHA_DEFAULT_VERIFY_URL } from './config';
import { ConfigError, loadConfig } from './app-config';
import { CLUB_DEVELOPMENT_ELITE_TOKEN, CLUB_DEVELOPMENT_LINK_SECRET } from './club/settings';
import { repoRootDir } from './paths';

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(repoRootDir(), '.data'),
      remoteOrigins: [],
      paymentProvider: 'test',
      nodeEnv: 'development',
      isProduction: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '3000',
      HOST: '0.0.0.0',
      DATA_DIR: ':memory:',
      DATABASE_URL: 'postgres://shop@db:5432/ama',
      SMTP_URL: 'smtp://mail:25',
      REMOTE_ORIGINS: 'https://cdn.ama.example, http://localhost:3001/ ,https://cdn.ama.example',
      REGISTRY_FILE: 'registry.json',
      RECAPTCHA_SITE_KEY: '6LcXXXXXXXXXXXXX',
      RECAPTCHA_SECRET: '6LcYYYYYYYYYYYYY',
      ANALYTICS_ID: 'G-ABC1234',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 3000,
      host: '0.0.0.0',
      dataDir: ':memory:',
      databaseUrl: 'postgres://shop@db:5432/ama',
      smtpUrl: 'smtp://mail:25',
      remoteOrigins: ['https://cdn.ama.example', 'http://localhost:3001'],
      registryFile: path.join(repoRootDir(), 'registry.json'),
      analyticsId: 'G-ABC1234',
      logLevel: 'info',
    });
  });

  it('reads the release store folder, .releases/ at the repository root by default', () => {
    expect(loadConfig({}).releasesDir).toBe(path.join(repoRootDir(), '.releases'));
    expect(loadConfig({ RELEASES_DIR: 'test-results/releases' }).releasesDir).toBe(path.join(repoRootDir(), 'test-results', 'releases'));
    expect(loadConfig({ RELEASES_DIR: '/srv/ama/releases' }).releasesDir).toBe('/srv/ama/releases');
  });

  it('reads remote overrides and allows their origins', () => {
    const config = loadConfig({
      REMOTE_ORIGINS: 'https://cdn.ama.example',
      REMOTE_OVERRIDES: 'mfe_catalog=http://localhost:3001/mf-manifest.json, mfe_club=/remotes/club-next/mf-manifest.json',
    });
    expect(config.remoteOverrides).toEqual({ mfe_catalog: 'http://localhost:3001/mf-manifest.json', mfe_club: '/remotes/club-next/mf-manifest.json' });
    expect(config.remoteOrigins).toEqual(['https://cdn.ama.example', 'http://localhost:3001']);
  });

  it('reads the cart and wishlist write limit, 120 a minute by default', () => {
    expect(loadConfig({}).cartRateLimit).toEqual({ limit: 120, windowMs: 60_000 });
    expect(loadConfig({ CART_RATE_LIMIT: '5', CART_RATE_WINDOW_SECONDS: '10' }).cartRateLimit).toEqual({ limit: 5, windowMs: 10_000 });
    expect(() => loadConfig({ CART_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('reads the order attempt limit, 10 in 10 minutes by default, apart from the cart’s', () => {
    expect(loadConfig({}).orderRateLimit).toEqual({ limit: 10, windowMs: 600_000 });
    expect(loadConfig({ ORDER_RATE_LIMIT: '3', ORDER_RATE_WINDOW_SECONDS: '60', CART_RATE_LIMIT: '7' })).toMatchObject({
      orderRateLimit: { limit: 3, windowMs: 60_000 },
      cartRateLimit: { limit: 7 },
    });
    expect(() => loadConfig({ ORDER_RATE_WINDOW_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('reads the discount code attempt limit, the contract’s 10 in 10 minutes by default', () => {
    expect(loadConfig({}).discountRateLimit).toEqual({ limit: 10, windowMs: 600_000 });
    expect(loadConfig({ DISCOUNT_RATE_LIMIT: '3', DISCOUNT_RATE_WINDOW_SECONDS: '60' }).discountRateLimit).toEqual({ limit: 3, windowMs: 60_000 });
    expect(() => loadConfig({ DISCOUNT_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('seeds the development discount codes outside production only, unless told otherwise', () => {
    expect(loadConfig({}).seedDiscountCodes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDiscountCodes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DISCOUNT_CODES: '1' }).seedDiscountCodes).toBe(true);
    expect(loadConfig({ SEED_DISCOUNT_CODES: 'off' }).seedDiscountCodes).toBe(false);
  });

  it('reads the catalogue size, the real 56 products unless CATALOG_PRODUCTS says more', () => {
    expect(loadConfig({}).catalogProducts).toBeUndefined();
    expect(loadConfig({ CATALOG_PRODUCTS: '' }).catalogProducts).toBeUndefined();
    expect(loadConfig({ CATALOG_PRODUCTS: '5000' }).catalogProducts).toBe(5000);
    expect(() => loadConfig({ CATALOG_PRODUCTS: '12' })).toThrow(/CATALOG_PRODUCTS: Expected at least 56: the real catalogue always comes first/);
    expect(() => loadConfig({ CATALOG_PRODUCTS: '200001' })).toThrow(/CATALOG_PRODUCTS: Expected at most 200000/);
    for (const value of ['many', '1000.5']) expect(() => loadConfig({ CATALOG_PRODUCTS: value })).toThrow(/CATALOG_PRODUCTS: Expected a whole number of products, 56 to 200000/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', REMOTE_ORIGINS: '' })).toMatchObject({ port: 8080, databaseUrl: undefined, remoteOrigins: [] });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/ama'],
    ['SMTP_URL', 'not a url'],
    ['REMOTE_ORIGINS', 'https://cdn.example.com/path'],
    ['REMOTE_ORIGINS', 'javascript:alert(1)'],
    ['PAYMENT_PROVIDER', 'stripe'],
    ['NODE_ENV', 'staging'],
    ['ANALYTICS_ID', '<script>'],
    ['REMOTE_OVERRIDES', 'mfe_catalog=javascript:alert(1)'],
  ])('names %s when it is %j', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(Object.keys((error as ConfigError).problems)).toEqual([name]);
    expect((error as ConfigError).message).toContain(name);
  });

  it('wants the reCAPTCHA key and secret together', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: '6LcXXXXXXXXXXXXX' })).toThrow(/RECAPTCHA_SECRET: Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET together/);
    expect(() => loadConfig({ RECAPTCHA_SECRET: '6LcYYYYYYYYYYYYY' })).toThrow(/RECAPTCHA_SITE_KEY: Set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET together/);
  });

  it('leaves reCAPTCHA off by default, verifying at Google with a 0.5 minimum score once keys are set', () => {
    const off = loadConfig({});
    expect(off.recaptchaSiteKey).toBeUndefined();
    expect(off.recaptchaSecret).toBeUndefined();
    const on = loadConfig({ RECAPTCHA_SITE_KEY: '6LcXXXXXXXXXXXXX', RECAPTCHA_SECRET: '6LcYYYYYYYYYYYYY' });
    expect(on).toMatchObject({ recaptchaSiteKey: '6LcXXXXXXXXXXXXX', recaptchaSecret: '6LcYYYYYYYYYYYYY', recaptchaMinScore: 0.5 });
    expect(on.recaptchaVerifyUrl).toBe(RECAPTCHA_DEFAULT_VERIFY_URL);
    expect(new URL(on.recaptchaVerifyUrl).origin).toBe('https://www.google.com');
  });

  it('loads the analytics tag from the vendor unless ANALYTICS_SCRIPT_URL says otherwise (a fake on loopback in tests)', () => {
    expect(loadConfig({}).analyticsScriptUrl).toBe(ANALYTICS_DEFAULT_SCRIPT_URL);
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:4331/gtag/js' }).analyticsScriptUrl).toBe('http://127.0.0.1:4331/gtag/js');
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/ANALYTICS_SCRIPT_URL/);
  });

  it('reads the reCAPTCHA verify URL and minimum score, refusing what cannot be one', () => {
    const config = loadConfig({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify', RECAPTCHA_MIN_SCORE: '0.7' });
    expect(config).toMatchObject({ recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify', recaptchaMinScore: 0.7 });
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '1.5' })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'ftp://example.com/verify' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });

  it('is silent under test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  describe('Club AMA', () => {
    const secrets = { CLUB_LINK_SECRET: 'k'.repeat(40), CLUB_ELITE_TOKEN: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };

    it('uses fixed development secrets outside production, the same in every instance', () => {
      const first = loadConfig({});
      expect(first.club).toEqual({
        rateLimit: { limit: 10, windowMs: 600_000 },
        operatorRateLimit: { limit: 30, windowMs: 600_000 },
        linkSecret: CLUB_DEVELOPMENT_LINK_SECRET,
        eliteToken: CLUB_DEVELOPMENT_ELITE_TOKEN,
        developmentSecrets: true,
      });
      expect(loadConfig({ NODE_ENV: 'test' }).club.linkSecret).toBe(first.club.linkSecret);
      expect(CLUB_DEVELOPMENT_ELITE_TOKEN).toMatch(/^[0-9a-f]{32}$/);
    });

    it('reads the club’s variables', () => {
      const config = loadConfig({ ...secrets, CLUB_RATE_LIMIT: '3', CLUB_RATE_WINDOW_SECONDS: '60', CLUB_OPERATOR_RATE_LIMIT: '5', CLUB_OPERATOR_RATE_WINDOW_SECONDS: '120' });
      expect(config.club).toEqual({
        rateLimit: { limit: 3, windowMs: 60_000 },
        operatorRateLimit: { limit: 5, windowMs: 120_000 },
        linkSecret: secrets.CLUB_LINK_SECRET,
        eliteToken: secrets.CLUB_ELITE_TOKEN,
        developmentSecrets: false,
      });
    });

    it('refuses to start a deployed shop (production with PUBLIC_URL) without the club’s secrets', () => {
      const deployed = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
      expect(() => loadConfig(deployed)).toThrow(/CLUB_LINK_SECRET: Required in production/);
      expect(() => loadConfig({ ...deployed, CLUB_LINK_SECRET: secrets.CLUB_LINK_SECRET })).toThrow(/CLUB_ELITE_TOKEN: Required in production/);
      expect(loadConfig({ ...deployed, ...secrets }).club.developmentSecrets).toBe(false);
    });

    it.each([
      ['CLUB_LINK_SECRET', 'too-short'],
      ['CLUB_ELITE_TOKEN', 'abc123'],
      ['CLUB_ELITE_TOKEN', 'elite token with spaces that is long enough'],
      ['CLUB_RATE_LIMIT', '0'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    });
  });
});
