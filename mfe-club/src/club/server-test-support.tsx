import { renderToString } from 'react-dom/server';
import type { Locale } from '@ama/contracts';
import { api, createRemoteServer, createRequestStore, requestI18n, ServerRequestProvider, type ServerRequest } from '@ama/platform';
import { remote } from '../remote';

const server = createRemoteServer(remote);

/** Renders a club page as the shell's server does (shell/src/server/render-page.tsx): until no new query starts. */
export async function serverRender(url: string, locale: Locale) {
  // As the shell's render-page does: the remote's texts and page code first.
  await server.prepare?.(url);
  const request: ServerRequest = { url, locale, store: createRequestStore({ locale }), i18n: requestI18n(locale), head: {} };
  let html = '';
  for (let pass = 0; pass < 3; pass += 1) {
    html = renderToString(
      <ServerRequestProvider request={request}>
        <server.Root url={url} />
      </ServerRequestProvider>,
    );
    const running = request.store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.allSettled(running);
  }
  return { html, request };
}
