import { useTranslation } from 'react-i18next';
import { Button } from '@ama/shared-ui';

/** The catalogue did not answer: say so and offer a retry, never a blank page. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="ama-results__message" role="alert">
      <p>{message}</p>
      <Button theme="dark" size="s" onClick={onRetry}>
        {t('home.retry')}
      </Button>
    </div>
  );
}
