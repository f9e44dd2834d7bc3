import patterns from '../route-patterns.json';

/** An order's page: '/staff/orders/AMA-7K3F-9Q' (LocaleLink and safeNavigate add the locale). */
export const orderPath = (number: string) => patterns.staffOrder.replace(':number', encodeURIComponent(number));
