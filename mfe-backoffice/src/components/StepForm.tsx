import { useId, type ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { FormProblem } from './FormProblem';

interface StepFormProps {
  /** The parts of the form the frame binds (platform's form controller): its submit, its one problem, whether it is being sent. */
  form: { formProps: object; formProblem: string | undefined; busy: boolean };
  /** Where the form's title, button and "sending" are ('clubLoans.confirm'). */
  messages: string;
  /** Where the form's own problems are ('clubLoans.problems'): a step's refusals (moved on meanwhile, gone). */
  problems: string;
  /** The area's classes for the form and its title. */
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A form that takes a step of a record (a loan's confirmation, a design's proposal): named by its own heading, its fields, its one problem, then its button. */
export function StepForm({ form, messages, problems, className, titleClassName = 'ama-staff__subtitle', children }: StepFormProps) {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  return (
    <form {...form.formProps} className={['ama-staff-form', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h3 id={titleId} className={titleClassName}>
        {t(`${messages}.title`)}
      </h3>
      {children}
      <FormProblem problem={form.formProblem} messages={problems} />
      <Button type="submit" theme="dark" size="s" loading={form.busy} loadingLabel={t(`${messages}.sending`)}>
        {t(`${messages}.submit`)}
      </Button>
    </form>
  );
}
