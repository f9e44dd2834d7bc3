import { RemoteRoutes } from '@ama/platform';
import patterns from './route-patterns.json';
import { SignInPage } from './pages/SignInPage';
import { OrdersPage } from './pages/OrdersPage';
import { OrderPage } from './pages/OrderPage';
import { WarrantyRenewalsPage } from './pages/WarrantyRenewalsPage';
import { WarrantyRenewalPage } from './pages/WarrantyRenewalPage';
import { EventsPage } from './pages/EventsPage';
import { EventPage } from './pages/EventPage';
import { AppointmentsPage } from './pages/AppointmentsPage';
import { DiscountCodesPage } from './pages/DiscountCodesPage';
import { DiscountCodePage } from './pages/DiscountCodePage';
import { ClubMembersPage } from './pages/ClubMembersPage';
import { ClubMemberPage } from './pages/ClubMemberPage';
import { ClubLoansPage } from './pages/ClubLoansPage';
import { ClubLoanPage } from './pages/ClubLoanPage';
import { ClubPersonalisationsPage } from './pages/ClubPersonalisationsPage';
import { ClubPersonalisationPage } from './pages/ClubPersonalisationPage';
import { CustomDesignsPage } from './pages/CustomDesignsPage';
import { CustomDesignPage } from './pages/CustomDesignPage';
import { ProductsPage } from './pages/ProductsPage';
import { AccountsPage } from './pages/AccountsPage';

/** The area's routes; the patterns file is also what the registry announces to the shell. */
export function App() {
  return (
    <RemoteRoutes
      patterns={patterns}
      pages={{
        staff: SignInPage,
        staffOrders: OrdersPage,
        staffOrder: OrderPage,
        staffRenewals: WarrantyRenewalsPage,
        staffRenewal: WarrantyRenewalPage,
        staffEvents: EventsPage,
        staffEvent: EventPage,
        staffAppointments: AppointmentsPage,
        staffDiscountCodes: DiscountCodesPage,
        staffDiscountCode: DiscountCodePage,
        staffClub: ClubMembersPage,
        staffClubMember: ClubMemberPage,
        staffClubLoans: ClubLoansPage,
        staffClubLoan: ClubLoanPage,
        staffClubPersonalisations: ClubPersonalisationsPage,
        staffClubPersonalisation: ClubPersonalisationPage,
        staffCustomDesigns: CustomDesignsPage,
        staffCustomDesign: CustomDesignPage,
        staffProducts: ProductsPage,
        staffAccounts: AccountsPage,
      }}
    />
  );
}
