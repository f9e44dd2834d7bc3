/** '/staff/orders/:number' → 'staff/orders/AMA-7K3F-9Q': the shared api's base URL already ends in /api. */
export const staffPath = (template: string, params: Record<string, string> = {}) =>
  template.replace(/^\//, '').replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** A list's filters as query parameters: the ones not chosen are left out. */
export const presentFilters = (filter: object) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
