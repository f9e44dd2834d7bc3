import { useId, type ComponentType, type ReactElement } from 'react';
import { ServerRequestProvider, useServerRequest, type ServerRequest } from '../ssr/request-context';
import { InsideIslandContext, useInsideIsland, useIslandWrapper } from './island-host';
import { ISLAND_ATTRIBUTE, ISLAND_ID_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-markup';
import { registerIsland } from './island-registry';

/**
 * Marks a component as an island: on the first page the shopper opens, only islands load their code and
 * hydrate; the rest of the server's markup stays plain HTML. Use the returned component like the
 * original one. Its props travel to the browser as JSON, so they must be plain data (strings, numbers,
 * booleans, arrays and objects of those): an island reads everything else from the store, the URL or
 * its messages. `id` is unique across the shop and starts with the app's folder name
 * (`catalog/configurator`).
 */
export function island<P extends object>(id: string, Component: ComponentType<P>): (props: P) => ReactElement {
  registerIsland(id, Component as ComponentType<object>);
  function Island(props: P) {
    const request = useServerRequest();
    const inside = useInsideIsland();
    // In the browser an app that renders a whole page (after the first navigation) renders islands in
    // place; so does an island inside another island, and a server render that cannot nest roots.
    const renderIsland = request?.renderIsland;
    if (!request || !renderIsland || inside) {
      return inside ? (
        <Component {...props} />
      ) : (
        <div {...{ [ISLAND_ATTRIBUTE]: id }}>
          <Component {...props} />
        </div>
      );
    }
    return <ServerIsland id={id} Component={Component} props={props} request={request} renderIsland={renderIsland} />;
  }
  Island.displayName = `Island(${id})`;
  return Island;
}

interface ServerIslandProps<P extends object> {
  id: string;
  Component: ComponentType<P>;
  props: P;
  request: ServerRequest;
  renderIsland: NonNullable<ServerRequest['renderIsland']>;
}

/**
 * The server renders an island as a root of its own, exactly as the browser will hydrate it: its own
 * useId prefix (React's ids depend on the position in the root) and the same wrapper (remote scope,
 * router), inside the request's store and language, so its queries land in the page's state.
 */
function ServerIsland<P extends object>({ id, Component, props, request, renderIsland }: ServerIslandProps<P>) {
  const wrap = useIslandWrapper();
  const identifierPrefix = `${useId()}-`;
  const html = renderIsland(
    <ServerRequestProvider request={request}>
      <InsideIslandContext.Provider value={true}>{wrap(<Component {...props} />)}</InsideIslandContext.Provider>
    </ServerRequestProvider>,
    identifierPrefix,
  );
  const attributes = {
    [ISLAND_ATTRIBUTE]: id,
    [ISLAND_ID_PREFIX_ATTRIBUTE]: identifierPrefix,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
  };
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
