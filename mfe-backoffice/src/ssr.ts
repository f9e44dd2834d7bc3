import { createRemoteServer } from '@ama/platform';
import { remote } from './remote';

/** Exposed to the server as './ssr': the shell's server entry renders this area's routes with it. */
export default createRemoteServer(remote);
