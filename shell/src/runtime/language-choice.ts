/*
 * Run by the shell's entry before the async boundary, so it imports nothing shared: the cookie is
 * written as platform writes it (language-choice.test.ts checks they match).
 */
export const LANGUAGE_COOKIE = 'ama_locale';
/** The header's list of languages (LocaleSwitcher.tsx), whose links this remembers. */
export const LANGUAGE_LIST_ID = 'ama-languages';
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language list's links (LocaleSwitcher.tsx) are plain links to this page in another language, and
 * work before the shell's code: a choice made then is remembered here, as the live switch remembers it
 * (docs/requirements.md#navigation: the bare root opens in it next time). The live switch writes the
 * same cookie; writing it twice changes nothing. The link keeps the address's query too (carryTheAddressQuery).
 */
export function rememberLanguageChoice(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`#${LANGUAGE_LIST_ID} a[hreflang]`);
      if (!link) return;
      carryTheAddressQuery(link, doc.defaultView?.location);
      const secure = doc.defaultView?.location.protocol === 'https:' ? '; Secure' : '';
      doc.cookie = `${LANGUAGE_COOKIE}=${link.hreflang}; Max-Age=${KEPT_SECONDS}; Path=/; SameSite=Lax${secure}`;
    },
    true,
  );
}

/**
 * The server renders the links with the query its page reads only (a page is cached without the others,
 * bff/src/web/server-pages.ts), so before the shell's code a choice would drop the rest ("?ref=menu", a
 * hash): the link takes the address's own query and hash at the click, as the live switch does.
 */
function carryTheAddressQuery(link: HTMLAnchorElement, location: Location | undefined): void {
  if (!location || (location.search === '' && location.hash === '')) return;
  link.setAttribute('href', link.pathname + location.search + location.hash);
}
