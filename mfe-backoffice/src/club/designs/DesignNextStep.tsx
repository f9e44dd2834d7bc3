import { CUSTOM_DESIGN_OPEN, type CustomDesign } from '@ama/contracts';
import { useTranslation } from '@ama/platform';
import { DesignStepForm } from './DesignStepForm';

/**
 * What the status allows (contracts' steps): while the design is open (requested or proposed) the shop
 * sends a proposal (or a revised one), puts the piece into production or closes it as not taken up. A
 * design in production, withdrawn or not taken up has no step left, and says so. `onDone`: what offered
 * the step leaves the page, so the page moves the focus to the section's heading.
 */
export function DesignNextStep({ design, onDone }: { design: CustomDesign; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  if (!CUSTOM_DESIGN_OPEN.includes(design.status)) return <p className="ama-staff__note">{t(`customDesigns.next.${design.status}`)}</p>;
  return (
    <div className="ama-staff-design__steps">
      <DesignStepForm design={design} step="proposal" onDone={onDone} />
      <div className="ama-staff-split">
        <DesignStepForm design={design} step="production" onDone={onDone} />
        <DesignStepForm design={design} step="closing" onDone={onDone} />
      </div>
    </div>
  );
}
