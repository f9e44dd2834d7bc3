import { createRemoteApp } from '@ama/platform';
import { remote } from './remote';

/** Exposed as './app': the single-spa lifecycles the shell mounts (and hydrates) on this area's routes. */
export const { bootstrap, mount, unmount } = createRemoteApp(remote);
