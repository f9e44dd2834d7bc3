import { AccountsIsland } from '../islands';
import { StaffPage } from '../components/StaffPage';
import '../accounts/accounts.css';

/** /staff/accounts: the managers' staff accounts. Never indexed; staff data is read in the browser only (the island). */
export function AccountsPage() {
  return (
    <StaffPage page="staffAccounts">
      <AccountsIsland />
    </StaffPage>
  );
}
