import { createRemoteApp } from '@ama/platform';
import { App } from './routes';
import { messages } from './i18n';

export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'mfe_events', namespace: 'events', messages, App });
