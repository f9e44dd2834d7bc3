import type { CustomDesign, StaffCustomDesignResponse } from '@ama/contracts';
import { formatPrice, notify, onDemand, useAppDispatch, useLocale, useTranslation } from '@ama/platform';
import { TextArea, TextField } from '@ama/shared-ui';
import { useTakeCustomDesignStepMutation, type CustomDesignStep } from '../../api';
import { StepForm } from '../../components/StepForm';
import { useStaffForm } from '../../components/use-staff-form';
import { DESIGN_STEP_FIELDS, DESIGN_STEP_LIMITS, designStepFailure, EMPTY_DESIGN_STEP, type DesignStepBody, type DesignStepName } from './design-step-fields';

/** The contract's schemas, loaded when a step's form is first focused (docs/forms.md): one chunk for the three. */
const stepChecks = onDemand(() => import(/* webpackChunkName: "design-step-check" */ './design-step-check').then((module) => module.checkDesignStep));

interface DesignStepFormProps {
  design: CustomDesign;
  step: DesignStepName;
  /** The step is taken: this form leaves the page (the design is read again), so the page says where the focus goes. */
  onDone: () => void;
}

/**
 * One of the shop's steps, as a form of its one field: a proposal (the design's text, sent to the customer
 * as written; a later one replaces it), production (the piece's order, optional: the fee released) or
 * closing as not taken up (the reason: the fee charged). Each says what happens to the fee before it is
 * sent with the CSRF token; the customer is e-mailed, the step kept in the history with the manager's e-mail.
 */
export function DesignStepForm({ design, step, onDone }: DesignStepFormProps) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [takeStep] = useTakeCustomDesignStepMutation();
  const name = DESIGN_STEP_FIELDS[step];
  // A proposal to a design already proposed is a revised one: its own title and button.
  const messages = `customDesigns.steps.${step === 'proposal' && design.status === 'proposed' ? 'revision' : step}`;
  const { form, field } = useStaffForm({
    initialValues: EMPTY_DESIGN_STEP,
    check: { load: () => stepChecks.load().then((check) => check(step)), current: () => stepChecks.current()?.(step) },
    fieldOrder: [name],
    limits: DESIGN_STEP_LIMITS,
    fieldMessages: 'customDesigns.fieldProblems',
    readOwnFailure: designStepFailure(step),
    send: (body: DesignStepBody) => takeStep({ id: design.id, step, body } as CustomDesignStep).unwrap(),
    onSent: (_answer: StaffCustomDesignResponse) => {
      notify(dispatch, { type: 'success', message: t(`${messages}.done`, { name: design.name }) });
      onDone();
    },
  });
  const fee = { fee: formatPrice(design.feeCents, locale), last4: design.card.last4 };
  return (
    <StepForm form={form} messages={messages} problems="customDesigns.problems" className="ama-staff-design__form">
      {name === 'orderNumber' ? (
        <TextField {...field(name)} label={t(`${messages}.field`)} hint={t(`${messages}.hint`)} autoComplete="off" maxLength={DESIGN_STEP_LIMITS.orderNumber.max} />
      ) : (
        <TextArea
          {...field(name)}
          label={t(`${messages}.field`)}
          hint={t(`${messages}.hint`)}
          rows={name === 'message' ? 6 : 3}
          showCount
          required
          maxLength={DESIGN_STEP_LIMITS[name].max}
        />
      )}
      <p className="ama-staff__note ama-staff-design__fee-note">{t(`customDesigns.steps.${step}.fee`, fee)}</p>
    </StepForm>
  );
}
