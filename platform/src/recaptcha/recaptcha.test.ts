import { PAGE_DATA_IDS, RECAPTCHA } from '@ama/contracts';
import { getRecaptchaToken, prepareRecaptcha, recaptchaHeaders, resetRecaptcha } from './recaptcha';

const SITE_KEY = '6LcTestSiteKey0000000';
const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]'));

/** The page's inlined settings, as the server writes them (bff/src/web/html-page.ts). */
function pageSettings(settings: object) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_IDS.settings;
  element.textContent = JSON.stringify(settings);
  document.body.appendChild(element);
}

/** What Google's script does once it has run: defines grecaptcha. */
function googleScriptLoads(execute = jest.fn(async () => 'token-from-google')) {
  window.grecaptcha = { ready: (callback) => callback(), execute };
  scripts().at(-1)!.dispatchEvent(new Event('load'));
  return execute;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  resetRecaptcha();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.grecaptcha;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('getRecaptchaToken', () => {
  it('is null without settings in the page, and loads no script', async () => {
    await expect(getRecaptchaToken(RECAPTCHA.actions.newsletter)).resolves.toBeNull();
    prepareRecaptcha();
    expect(scripts()).toHaveLength(0);
  });

  it('is null when the settings carry no site key (reCAPTCHA off), and loads no script', async () => {
    pageSettings({});
    await expect(getRecaptchaToken(RECAPTCHA.actions.newsletter)).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it("with a key, loads Google's script once for that key and executes the form's action", async () => {
    pageSettings({ recaptchaSiteKey: SITE_KEY });
    const pending = getRecaptchaToken(RECAPTCHA.actions.newsletter);
    expect(scripts().map((script) => script.src)).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`]);
    const execute = googleScriptLoads();
    await expect(pending).resolves.toBe('token-from-google');
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: 'newsletter' });

    await expect(getRecaptchaToken(RECAPTCHA.actions.clubSignUp)).resolves.toBe('token-from-google');
    expect(execute).toHaveBeenLastCalledWith(SITE_KEY, { action: 'club_signup' });
    expect(scripts()).toHaveLength(1);
  });

  it('starts loading on prepareRecaptcha (a protected form focused), so the submit reuses it', async () => {
    pageSettings({ recaptchaSiteKey: SITE_KEY });
    prepareRecaptcha();
    expect(scripts()).toHaveLength(1);
    googleScriptLoads();
    await flush();
    await expect(getRecaptchaToken(RECAPTCHA.actions.newsletter)).resolves.toBe('token-from-google');
    expect(scripts()).toHaveLength(1);
  });

  it('is null when the script cannot load, and tries again on the next submit', async () => {
    pageSettings({ recaptchaSiteKey: SITE_KEY });
    const first = getRecaptchaToken(RECAPTCHA.actions.newsletter);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(first).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);

    const second = getRecaptchaToken(RECAPTCHA.actions.newsletter);
    expect(scripts()).toHaveLength(1);
    googleScriptLoads();
    await expect(second).resolves.toBe('token-from-google');
  });
});

describe('recaptchaHeaders', () => {
  it('carries a token in its header, and nothing without one', () => {
    expect(recaptchaHeaders('abc')).toEqual({ 'x-recaptcha-token': 'abc' });
    expect(recaptchaHeaders(null)).toEqual({});
  });
});
