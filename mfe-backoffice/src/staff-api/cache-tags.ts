import { api } from '@ama/platform';

/**
 * The back office's own cache tags. Staff data is not a shopper's: a shopper's write (the checkout
 * invalidates 'Order') must not throw it away, and signing out must drop all of it and nothing else.
 * The remote adds these types to the one shared api itself (`enhanceEndpoints`), so platform's list
 * of the shop's shared tags stays the shop's.
 */
export const STAFF_TAG_TYPES = [
  'StaffOrder',
  'StaffEvent',
  'StaffAppointment',
  'StaffProduct',
  'StaffDiscountCode',
  'StaffClubMember',
  'StaffClubLoan',
  'StaffClubPersonalisation',
  'StaffCustomDesign',
  'StaffWarrantyRenewal',
  'StaffAccount',
] as const;
export type StaffTagType = (typeof STAFF_TAG_TYPES)[number];

/** The shared api with the staff tags: every staff endpoint is injected into it. */
export const staffApi = api.enhanceEndpoints({ addTagTypes: STAFF_TAG_TYPES });

/** A list of one kind: asked again after a change to one of its rows (or a new one) when next shown. */
export const listTag = (type: StaffTagType) => ({ type, id: 'LIST' }) as const;

/** One record of a kind (an order, an event…), under the same type as its list, so signing out drops both. */
export const itemTag = (type: StaffTagType, id: string) => ({ type, id }) as const;
