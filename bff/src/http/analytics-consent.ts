import { consentFromCookieHeader } from '@ama/contracts';
import type { CoreConfig } from '../config';
import { escapeHtml } from '../mail/escape-html';

type AnalyticsConfig = Partial<Pick<CoreConfig, 'analyticsId' | 'analyticsScriptUrl'>>;

/** The vendor's collection endpoints, besides the tag's own origin (gtag sends its hits there). */
const VENDOR_COLLECT_ORIGINS = ['https://www.google-analytics.com', 'https://region1.google-analytics.com'];

/**
 * The analytics tag runs for a page only when an id is configured AND the visitor's consent cookie says
 * yes to analytics (docs/consent.md). Absent, unreadable or outdated consent is a no.
 */
export function analyticsAllowed(config: AnalyticsConfig, cookieHeader: string | undefined): boolean {
  if (!config.analyticsId || !config.analyticsScriptUrl) return false;
  return consentFromCookieHeader(cookieHeader)?.analytics === true;
}

/** What the CSP admits for a consenting visitor: the tag script's origin and the vendor's collectors. */
export function analyticsSources(scriptUrl: string): string[] {
  return [...new Set([new URL(scriptUrl).origin, ...VENDOR_COLLECT_ORIGINS])];
}

/** The tag's script URL for an id: `<ANALYTICS_SCRIPT_URL>?id=<ANALYTICS_ID>`. */
export function analyticsScriptSrc(scriptUrl: string, analyticsId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('id', analyticsId);
  return url.toString();
}

/**
 * The tag for the page's head: the vendor's script (async, never in the way of the first paint) and its
 * inline start, both with the response's nonce. The id passed the config's pattern; it is escaped anyway.
 */
export function analyticsTagHtml(config: Required<AnalyticsConfig>, nonce: string): string {
  const id = JSON.stringify(config.analyticsId).replace(/</g, '\\u003c');
  return [
    `<script async src="${escapeHtml(analyticsScriptSrc(config.analyticsScriptUrl, config.analyticsId))}" nonce="${nonce}" data-ama-analytics></script>`,
    `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${id},{anonymize_ip:true});</script>`,
  ].join('');
}
