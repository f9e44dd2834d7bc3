import type { MouseEvent } from 'react';
import { useLocationHref, useTranslation } from '@ama/platform';
import { Button } from '@ama/shared-ui';

/**
 * The catalogue did not answer: say so and offer a retry, never a blank page. The retry is a GET form to
 * this very page, so it works in the server's static markup too (docs/adr-009-islands.md): there it
 * loads the page again; where React runs, it asks the API again without leaving the page.
 */
export function LoadFailure({
  message,
  onRetry,
  className = 'ama-results__message',
  role = 'alert',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  role?: 'alert' | 'status';
}) {
  const { t } = useTranslation('catalog');
  const [path = '/', query = ''] = useLocationHref().split('?');
  const retry = (event: MouseEvent) => {
    event.preventDefault();
    onRetry();
  };
  return (
    <form className={className} role={role} method="get" action={path}>
      <p>{message}</p>
      {[...new URLSearchParams(query)].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" theme="dark" size="s" onClick={retry}>
        {t('home.retry')}
      </Button>
    </form>
  );
}
