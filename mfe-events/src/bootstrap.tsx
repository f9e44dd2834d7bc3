import { createRemoteApp } from '@ama/platform';
import { RemoteFallback } from '@ama/shared-ui';
import { App } from './routes';
import en from './i18n/en.json';
import it from './i18n/it.json';
import es from './i18n/es.json';
import de from './i18n/de.json';

export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mfe_events',
  namespace: 'events',
  messages: { en, it, es, de },
  App,
  Fallback: RemoteFallback,
});
