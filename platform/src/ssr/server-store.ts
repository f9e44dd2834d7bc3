import { createAction } from '@reduxjs/toolkit';

/** The state the server rendered a page with, dispatched in the browser before anything mounts. */
export interface ServerState {
  api?: unknown;
}

export const hydrateFromServer = /* @__PURE__ */ createAction<ServerState>('platform/hydrateFromServer');

/** The id of the JSON the server puts into the page (bff/src/web/html-page.ts). */
export const SERVER_STATE_ID = 'ama-state';

/** Reads the server's state from the page, or undefined when the page was not server-rendered. */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
