import type { ActionFailure } from './member-problems';
import { useTranslation } from '@ama/platform';

/** The outcome of a member action, read out where it happened: done, or why not (nothing typed is lost). */
export function ActionMessage({ failure, done }: { failure?: ActionFailure; done?: string }) {
  const { t } = useTranslation('club');
  const problem = failure && 'form' in failure ? t(`member.failure.${failure.form}`) : failure && 'refused' in failure ? t(`member.problems.${failure.refused}`) : undefined;
  return (
    <div role="status" className="ama-club-member__outcome">
      {problem && <p className="ama-club-form__problem">{problem}</p>}
      {!problem && done && <p className="ama-club-member__done">{done}</p>}
    </div>
  );
}
