import { SignInIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';

/** /staff: the back office's front door. Never indexed; the server renders its frame, the island the rest. */
export function SignInPage() {
  return (
    <StaffPage page="staff">
      <SignInIsland />
    </StaffPage>
  );
}
