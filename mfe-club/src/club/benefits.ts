/**
 * The club's benefits (docs/requirements.md#club), as keys of `club.benefits.*`, grouped as the pages show them. The
 * texts interpolate their figures (figures.ts).
 */
export const DISCOUNT_BENEFITS = ['welcome', 'birthday', 'seasonal', 'friend'] as const;
export const DISCOUNT_RULES = ['donation', 'notCumulative'] as const;
export const MEMBER_BENEFITS = ['cleaning', 'personalisation', 'events'] as const;
export const ELITE_BENEFITS = ['eliteLoan', 'elitePolishing'] as const;

export type ClubRole = 'member' | 'elite';
