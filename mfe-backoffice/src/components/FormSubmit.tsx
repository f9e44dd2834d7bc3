import type { ReactNode } from 'react';
import { useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';
import { FormProblem } from './FormProblem';

interface FormSubmitProps {
  /** The form's one problem, if any (platform's form controller's `formProblem`). */
  problem: string | undefined;
  /** Whether it is being sent. */
  busy: boolean;
  /** Where the form's messages are ('password'): its `problems`, `sending` and, unless `label` is given, `submit`. */
  messages: string;
  label?: ReactNode;
  size?: 's';
}

/** The end of a staff form: its one problem, said above the button that sends it (busy while it is sent). */
export function FormSubmit({ problem, busy, messages, label, size }: FormSubmitProps) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <FormProblem problem={problem} messages={`${messages}.problems`} />
      <Button type="submit" theme="dark" size={size} loading={busy} loadingLabel={t(`${messages}.sending`)}>
        {label ?? t(`${messages}.submit`)}
      </Button>
    </>
  );
}
