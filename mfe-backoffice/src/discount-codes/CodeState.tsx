import { useTranslation } from '@ama/platform';

/** "Active" or "Switched off": a code's state as a small label, in the list and on its page. */
export function CodeState({ active }: { active: boolean }) {
  const { t } = useTranslation('backoffice');
  return <span className={`ama-staff-status ama-staff-status--code-${active ? 'active' : 'off'}`}>{t(active ? 'discountCodes.state.active' : 'discountCodes.state.off')}</span>;
}
