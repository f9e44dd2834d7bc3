/** The funnel (docs/requirements.md#checkout): contact → shipping and billing → payment → complete (the confirmation page). */
export const STEPS = ['contact', 'shipping', 'payment'] as const;
export type Step = (typeof STEPS)[number];

/** Which step shows a field: 'contact.phone' → contact, 'billing.address.city' → shipping, 'privacy' → payment. */
export function stepOf(path: string): Step {
  if (path.startsWith('contact.')) return 'contact';
  if (path === 'privacy' || path.startsWith('payment')) return 'payment';
  return 'shipping';
}

export const isStep = (value: string | null): value is Step => STEPS.includes(value as Step);

/** The first step, up to `upTo`, that has a problem; null when all of them are complete. */
export function firstStepWithProblems(problems: Record<string, string>): Step | null {
  for (const step of STEPS) if (Object.keys(problems).some((path) => stepOf(path) === step)) return step;
  return null;
}
