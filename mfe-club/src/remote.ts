import type { RemoteDefinition } from '@ama/platform';
import { App, preparePage } from './routes';
import { messageLoader } from './i18n/load-messages';

/** This area, once: its browser app (bootstrap.tsx) and its server module (ssr.ts) are both made from it. */
export const remote: RemoteDefinition = { name: 'mfe_club', namespace: 'club', messages: messageLoader, App, prepare: preparePage };
