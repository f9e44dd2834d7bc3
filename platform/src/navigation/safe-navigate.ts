import { navigateToUrl } from 'single-spa';
import type { Locale } from '@ama/contracts';
import { ensureLocalePrefix, getCurrentLocale } from '../locale/locale-path';
import { browserLocation } from './browser-location';
import { classifyUrl, type UrlPolicy, type UrlVerdict } from './safe-url';

/**
 * Stands for the shop's own origin in a server render, where there is no window: links are written as
 * root-relative paths, so only an absolute link to the shop itself would read as external there.
 */
const SERVER_ORIGIN = 'http://ama.invalid';

let configuredAllowlist: readonly string[] = [];

/** Sets the external hosts or origins links may open (the shell reads them from its settings). */
export function configureNavigation({ allowlist }: { allowlist: readonly string[] }): void {
  configuredAllowlist = [...allowlist];
}

export interface NavigateOptions extends Partial<UrlPolicy> {
  /** Locale for a path without prefix; the current one by default. */
  locale?: Locale;
}

export interface ResolvedTarget {
  verdict: UrlVerdict;
  /** What to put in an href or navigate to; undefined when refused. */
  href?: string;
}

/** Where a link or navigation to `url` really goes: internal paths gain the locale prefix. */
export function resolveTarget(url: string, options: NavigateOptions = {}): ResolvedTarget {
  const verdict = classifyUrl(url, {
    allowlist: options.allowlist ?? configuredAllowlist,
    origin: options.origin ?? (typeof window === 'undefined' ? SERVER_ORIGIN : window.location.origin),
  });
  if (verdict.kind === 'internal') {
    return { verdict, href: ensureLocalePrefix(verdict.path, options.locale ?? getCurrentLocale()) };
  }
  if (verdict.kind === 'external') return { verdict, href: verdict.href };
  return { verdict };
}

/**
 * Navigates only where it is safe (docs/requirements.md#errors): internal paths through single-spa (no reload, locale kept),
 * allowlisted external URLs with a full load; anything else is refused and returns false.
 */
export function safeNavigate(url: string, options: NavigateOptions = {}): boolean {
  const { verdict, href } = resolveTarget(url, options);
  if (href === undefined) {
    console.warn(`[platform] navigation refused (${verdict.kind === 'refused' ? verdict.reason : ''}):`, url);
    return false;
  }
  if (verdict.kind === 'internal') navigateToUrl(href);
  else browserLocation.assign(href);
  return true;
}
