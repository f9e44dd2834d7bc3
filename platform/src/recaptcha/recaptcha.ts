import { RECAPTCHA, type RecaptchaAction } from '@ama/contracts';
import { readBrowserSettings } from './browser-settings';

/** The part of Google's reCAPTCHA v3 API the shop uses (https://developers.google.com/recaptcha/docs/v3). */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** A script that neither loads nor fails within this (a stalled network) counts as failed. */
const SCRIPT_TIMEOUT_MS = 10_000;

let loading: { siteKey: string; ready: Promise<Grecaptcha> } | undefined;

const siteKey = (): string | undefined => readBrowserSettings().recaptchaSiteKey || undefined;

function loadScript(key: string): Promise<Grecaptcha> {
  return new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.dataset.recaptcha = '';
    const timer = setTimeout(() => reject(new Error('reCAPTCHA: the script did not load in time')), SCRIPT_TIMEOUT_MS);
    script.addEventListener('error', () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error('reCAPTCHA: the script failed to load'));
    });
    script.addEventListener('load', () => {
      const api = window.grecaptcha;
      if (!api) {
        clearTimeout(timer);
        reject(new Error('reCAPTCHA: the script defined no grecaptcha'));
        return;
      }
      api.ready(() => {
        clearTimeout(timer);
        resolve(api);
      });
    });
    document.head.appendChild(script);
  });
}

/** Google's script, loaded once per page and key; a failed load is tried again by the next call. */
function recaptchaApi(key: string): Promise<Grecaptcha> {
  if (loading?.siteKey !== key) {
    const ready = loadScript(key);
    loading = { siteKey: key, ready };
    ready.catch(() => {
      if (loading?.ready === ready) loading = undefined;
    });
  }
  return loading.ready;
}

/**
 * Starts loading Google's script ahead of a submit, e.g. when a protected form is focused, so the
 * token is quick to get. Does nothing when no site key is configured, and never before it is called:
 * pages without a protected form in use never load reCAPTCHA.
 */
export function prepareRecaptcha(): void {
  const key = siteKey();
  if (key) recaptchaApi(key).catch(() => undefined);
}

/**
 * A reCAPTCHA v3 token for `action` (RECAPTCHA.actions), to send in the RECAPTCHA.tokenHeader header
 * (`recaptchaHeaders`). null when reCAPTCHA is off (no site key in the page's settings) and when
 * Google's script cannot be had (blocked, offline): the form sends without a token and the server,
 * which alone knows whether it is required, decides.
 */
export async function getRecaptchaToken(action: RecaptchaAction): Promise<string | null> {
  const key = siteKey();
  if (!key) return null;
  try {
    const api = await recaptchaApi(key);
    return await api.execute(key, { action });
  } catch (error) {
    console.warn('[platform] no reCAPTCHA token', error);
    return null;
  }
}

/** The request headers carrying a token (none without one), for an RTK Query endpoint's `headers`. */
export const recaptchaHeaders = (token: string | null): Record<string, string> => (token ? { [RECAPTCHA.tokenHeader]: token } : {});

/** Forgets the loaded script (tests). */
export function resetRecaptcha(): void {
  loading = undefined;
}
