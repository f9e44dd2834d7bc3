import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { ClubPage } from './pages/ClubPage';
import { ElitePage } from './pages/ElitePage';
import { MemberPage } from './pages/MemberPage';
import { SignUpPage } from './pages/SignUpPage';
import { TermsPage } from './pages/TermsPage';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return <RemoteRoutes patterns={patterns} pages={{ club: ClubPage, signUp: SignUpPage, terms: TermsPage, elite: ElitePage, member: MemberPage }} />;
}
