import { READ_IN_BROWSER_ONLY } from '@ama/platform';
import { useStaffSessionQuery } from '../api';

/**
 * Who is signed in: asked in the browser only (the server renders every staff page anonymously), and
 * again whenever a staff page opens, so a session ended elsewhere is noticed at once. `data` is the
 * session, null when nobody is signed in, undefined while it is not known yet.
 */
export const useStaffSession = () => useStaffSessionQuery(undefined, { skip: READ_IN_BROWSER_ONLY, refetchOnMountOrArgChange: true });
