import { createAction } from '@reduxjs/toolkit';
import { PAGE_DATA_IDS } from '@ama/contracts';

/** The state the server rendered a page with, dispatched in the browser before anything mounts. */
export interface ServerState {
  api?: unknown;
}

export const hydrateFromServer = /* @__PURE__ */ createAction<ServerState>('platform/hydrateFromServer');

/** Reads the server's state from the page, or undefined when the page was not server-rendered. */
export function readServerState(doc: Document = document): ServerState | undefined {
  const text = doc.getElementById(PAGE_DATA_IDS.state)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
