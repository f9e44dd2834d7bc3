import { Button } from '@ama/shared-ui';
import { loadProblemOf } from './load-problem';
import { useTranslation } from '@ama/platform';

interface LoadProblemProps {
  error: unknown;
  onRetry: () => void;
  /** What to say when nothing has that name (an order number no order has). */
  notFound?: string;
}

/**
 * A request for staff data that failed, said in place, never a blank page: "your role may not do
 * this", "not found", or "could not be reached" with a retry. A session that ended shows nothing here:
 * the page's gate shows the sign-in form instead.
 */
export function LoadProblem({ error, onRetry, notFound }: LoadProblemProps) {
  const { t } = useTranslation('backoffice');
  const kind = loadProblemOf(error);
  if (kind === 'signed_out') return null;
  const said = { forbidden: t('problems.forbidden'), password_change: t('problems.passwordChange'), not_found: notFound, unavailable: undefined }[kind];
  if (said) {
    return (
      <p className="ama-staff__problem" role="alert">
        {said}
      </p>
    );
  }
  return (
    <div className="ama-staff__problem" role="alert">
      <p>{t('problems.unavailable')}</p>
      <Button theme="dark" size="s" onClick={onRetry}>
        {t('problems.retry')}
      </Button>
    </div>
  );
}
