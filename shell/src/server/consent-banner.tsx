import { renderToString } from 'react-dom/server';
import { createRequestStore, requestI18n, ServerRequestProvider, type ServerRequest } from '@ama/platform';
import { CONSENT, type ConsentBannerRequest } from '@ama/contracts';
import { CONSENT_ROOT_PREFIX, ConsentBanner } from '../consent/ConsentBanner';

/**
 * The consent banner as the browser's banner root will hydrate it (docs/consent.md): its container with
 * the banner in the request's language. It reads no data and no cookie: whether a visitor is asked is
 * the BFF's decision per response, after the page cache, so no cached page ever holds the banner.
 */
export function renderConsentBanner({ locale, returnTo, categories }: ConsentBannerRequest): string {
  const request: ServerRequest = {
    url: `/${locale}`,
    locale,
    // The banner makes no API call; the provider needs a store all the same.
    store: createRequestStore({ locale }),
    i18n: requestI18n(locale),
    head: {},
  };
  const html = renderToString(
    <ServerRequestProvider request={request}>
      <ConsentBanner optional={categories} fromServer returnTo={returnTo} />
    </ServerRequestProvider>,
    { identifierPrefix: CONSENT_ROOT_PREFIX },
  );
  return `<div id="${CONSENT.bannerId}">${html}</div>`;
}
