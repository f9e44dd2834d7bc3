import { lazyPage, preparePageFor, RemoteRoutes, useTranslation } from '@ama/platform';
import { PageLoading as Loading } from '@ama/shared-ui';
import patterns from './route-patterns.json';
import { ClubPage } from './pages/ClubPage';
import { SignUpPage } from './pages/SignUpPage';
import { TermsPage } from './pages/TermsPage';

function PageLoading() {
  const { t } = useTranslation('club');
  return <Loading label={t('member.loading')} />;
}

/**
 * The member's page, the ELITE page and the custom design's page are chunks of their own: they are
 * opened from the club's e-mails, and their code (the member's dashboard, about 4 KB compressed; the
 * design's request form and page) need not slow down the sign-up form a new shopper opens. The server and the browser load a page's chunk before they render
 * or hydrate it (preparePage); a link followed in the browser shows the spinner meanwhile.
 */
const pages = {
  club: ClubPage,
  signUp: SignUpPage,
  terms: TermsPage,
  elite: lazyPage(
    () => import('./pages/ElitePage').then((module) => module.ElitePage),
    () => <PageLoading />,
  ),
  member: lazyPage(
    () => import('./pages/MemberPage').then((module) => module.MemberPage),
    () => <PageLoading />,
  ),
  customDesign: lazyPage(
    () => import('./pages/CustomDesignPage').then((module) => module.CustomDesignPage),
    () => <PageLoading />,
  ),
};

/** Loads the page `url` shows before it renders (server) or hydrates (browser). */
export const preparePage = (url: string) => preparePageFor(patterns, pages, url);

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={pages} />;
}
