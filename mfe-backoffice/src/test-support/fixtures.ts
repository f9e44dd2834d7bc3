import type {
  CustomDesign,
  StaffAccountList,
  StaffAppointment,
  StaffClubLoan,
  StaffClubPersonalisation,
  StaffClubMember,
  StaffEventSummary,
  StaffOrder,
  StaffOrderSummary,
  StaffProduct,
  StaffRegistration,
  StaffSession,
} from '@ama/contracts';

// What the BFF answers, as the tests' stubs send it: a session of each role and one record of each kind,
// each changed by the test where it matters.

export const SESSION: StaffSession = { staff: { email: 'anna@ama.example', role: 'staff' }, csrfToken: 'csrf-token-1', mustChangePassword: false };

/** A manager's session: the staff accounts are theirs to see and add to. */
export const MANAGER_SESSION: StaffSession = { staff: { email: 'marco@ama.example', role: 'manager' }, csrfToken: 'csrf-token-m', mustChangePassword: false };

export const staffAccount = (changes: Partial<StaffAccountList['accounts'][number]> = {}): StaffAccountList['accounts'][number] => ({
  email: 'anna@ama.example',
  role: 'staff',
  createdAt: '2026-03-02T10:00:00.000Z',
  locked: false,
  ...changes,
});

export const summary = (changes: Partial<StaffOrderSummary> = {}): StaffOrderSummary => ({
  number: 'AMA-7K3F-9Q',
  placedAt: '2026-11-20T09:30:00.000Z',
  email: 'giulia.rossi@example.com',
  name: 'Giulia',
  surname: 'Rossi',
  locale: 'it',
  status: 'received',
  totalCents: 204_000,
  currency: 'EUR',
  ...changes,
});

export const order = (changes: Partial<StaffOrder> = {}): StaffOrder => ({
  number: 'AMA-7K3F-9Q',
  placedAt: '2026-11-20T09:30:00.000Z',
  locale: 'it',
  email: 'giulia.rossi@example.com',
  customer: { name: 'Giulia', surname: 'Rossi', phone: '+393331234567' },
  shippingAddress: { country: 'IT', province: 'MI', city: 'Milano', address: 'Via Dante 1', zipCode: '20121' },
  billingAddress: { country: 'IT', province: 'AL', city: 'Valenza', address: 'Corso Garibaldi 10', zipCode: '15048' },
  fiscalCode: null,
  giftWrapping: true,
  giftMessage: 'Buon anniversario!',
  shipsBy: null,
  discountCode: 'AMA10',
  discountKind: 'percent',
  lines: [
    {
      sku: 'GA-SOL-OV',
      name: 'Anello solitario Gaia',
      imageUrl: '/r.svg',
      quantity: 1,
      options: { gold: 'ROSE', size: '14', engraving: 'Per sempre' },
      selection: [
        { type: 'GOLD_COLOUR', value: 'ROSE', label: 'Colore dell’oro', valueLabel: 'Oro rosa 18KT', priceDeltaCents: 0 },
        { type: 'SIZE', value: '14', label: 'Misura', valueLabel: '14', priceDeltaCents: 0 },
        { type: 'WRITING', value: 'TEXT', label: 'Incisione', valueLabel: 'Per sempre', priceDeltaCents: 5_000 },
      ],
      unitPriceCents: 204_000,
      lineTotalCents: 204_000,
    },
  ],
  totals: { subtotalCents: 226_667, discountCents: 22_667, shippingCents: 0, totalCents: 204_000, currency: 'EUR' },
  payment: { brand: 'visa', last4: '4242' },
  status: 'in_production',
  history: [
    { status: 'received', at: '2026-11-20T09:30:00.000Z', by: null, carrier: null, trackingNumber: null, note: null },
    { status: 'in_production', at: '2026-11-21T08:00:00.000Z', by: 'marco@ama.example', carrier: null, trackingNumber: null, note: 'Stone set by Luca' },
  ],
  next: ['shipped', 'cancelled'],
  returns: [],
  returnable: { until: null, lines: [{ position: 1, block: 'not_delivered' }] },
  renewals: [],
  renewable: { until: '2028-11-20T23:00:00.000Z', area: 'eu_area', contributionCents: 3_000, lines: [{ position: 1, block: 'not_delivered' }] },
  ...changes,
});

export const product = (changes: Partial<StaffProduct> = {}): StaffProduct => ({
  sku: 'GA-SOL-OV',
  name: 'Gaia solitaire ring',
  collection: 'Gaia',
  listPriceCents: 204_000,
  available: true,
  ...changes,
});

export const staffEvent = (changes: Partial<StaffEventSummary> = {}): StaffEventSummary => ({
  key: 'gaia-evening-milan',
  title: 'A Gaia evening in Milan',
  summary: 'The new Gaia pieces, shown by their designer.',
  venueName: 'AMA Milano',
  address: 'Via della Spiga 8, 20121 Milano',
  city: 'Milano',
  startsAt: '2026-12-10T18:00:00+01:00',
  endsAt: '2026-12-10T21:00:00+01:00',
  timeZone: 'Europe/Rome',
  state: 'open',
  capacity: 40,
  seatsLeft: 22,
  seatsReserved: 6,
  seatsTaken: 12,
  registrations: 7,
  ...changes,
});

export const registration = (changes: Partial<StaffRegistration> = {}): StaffRegistration => ({
  email: 'giulia.rossi@example.com',
  firstName: 'Giulia',
  lastName: 'Rossi',
  phone: '+39 333 123 4567',
  company: 'Rossi Gioielli',
  presence: true,
  seats: 3,
  companions: ['Marco Bianchi', 'Sara Verdi'],
  locale: 'it',
  status: 'confirmed',
  registeredAt: '2026-11-02T09:15:00.000Z',
  cancelledAt: null,
  ...changes,
});

export const appointment = (changes: Partial<StaffAppointment> = {}): StaffAppointment => ({
  id: 41,
  kind: 'video',
  place: null,
  start: '2026-12-10T09:00:00.000Z',
  end: '2026-12-10T10:00:00.000Z',
  timeZone: 'Europe/Rome',
  name: 'Lola Flores',
  email: 'lola.flores@example.es',
  phone: '+34 612 345 678',
  locale: 'es',
  status: 'booked',
  videoLink: null,
  ...changes,
});

export const clubMember = (changes: Partial<StaffClubMember> = {}): StaffClubMember => ({
  id: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
  email: 'giulia.rossi@example.com',
  name: 'Giulia',
  lastname: 'Rossi',
  locale: 'it',
  status: 'member',
  registeredAt: '2026-02-10T09:00:00.000Z',
  memberSince: '2026-03-01T15:20:00.000Z',
  eliteUntilYear: null,
  ...changes,
});

/** The members the club's requests name (a loan's, a personalisation's), as the staff API sends them. */
export const REQUESTING_MEMBERS = {
  hans: { id: '0b7d4c1e-9a2f-4c3b-b5d6-7e8f9a0b1c2d', name: 'Hans', lastname: 'Weber', email: 'hans.weber@example.de', locale: 'de' },
  giulia: { id: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b', name: 'Giulia', lastname: 'Rossi', email: 'giulia.rossi@example.com', locale: 'it' },
} as const;

export const clubLoan = (changes: Partial<StaffClubLoan> = {}): StaffClubLoan => ({
  id: '3c9e1b2a-7d4f-4a6b-9c8d-0e1f2a3b4c5d',
  status: 'requested',
  eventDate: '2026-12-12',
  days: 3,
  occasion: 'Gala at La Scala',
  requestedAt: '2026-11-25T10:00:00.000Z',
  piece: null,
  from: null,
  until: null,
  refusalReason: null,
  handedOverAt: null,
  returnedAt: null,
  member: REQUESTING_MEMBERS.hans,
  ...changes,
});

/** A member's request for the free personalisation of a piece they bought; `piece: null` asks for a new one. */
export const clubPersonalisation = (changes: Partial<StaffClubPersonalisation> = {}): StaffClubPersonalisation => ({
  id: '9a4f2c1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  status: 'requested',
  occasionKind: 'wedding',
  occasionDate: '2027-05-22',
  description: 'Our wedding in Verona,\nour initials inside the ring.',
  piece: { orderNumber: 'AMA-7K3F-9Q', position: 1, name: 'Gaia ring' },
  requestedAt: '2026-11-26T10:00:00.000Z',
  refusalReason: null,
  code: null,
  member: REQUESTING_MEMBERS.hans,
  ...changes,
});

export const customDesign = (changes: Partial<CustomDesign> = {}): CustomDesign => ({
  id: '5d0c7a52-8d1e-4b7f-9a3c-2e4f6a8b0c1d',
  status: 'requested',
  pieceKind: 'engagement_ring',
  description: 'An oval solitaire for my fiancée,\nsimple and low.',
  budgetEuros: 4500,
  name: 'Lucía Fernández',
  email: 'lucia.fernandez@example.es',
  phone: '+34612345678',
  locale: 'es',
  feeCents: 15_000,
  fee: 'held',
  card: { brand: 'visa', last4: '4242' },
  requestedAt: '2026-12-01T10:00:00.000Z',
  proposal: null,
  proposedAt: null,
  orderNumber: null,
  closingNote: null,
  closedAt: null,
  ...changes,
});
