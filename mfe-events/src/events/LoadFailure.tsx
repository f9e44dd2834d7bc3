import { Button } from '@ama/shared-ui';
import { useTranslation } from '@ama/platform';

/** The events did not load: say so and offer a retry, never a blank page. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('events');
  return (
    <div className="ama-events__message" role="alert">
      <p>{t('events.loadFailed')}</p>
      <Button theme="dark" size="s" onClick={onRetry}>
        {t('events.retry')}
      </Button>
    </div>
  );
}
