import { Button } from '../Button/Button';
import './app-states.css';

export interface RemoteFallbackProps {
  /** Name of the area that failed (kept on the element for support and tests). */
  area: string;
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** Shown in a remote's own area when it cannot be loaded or fails to render; the rest of the page works. */
export function RemoteFallback({ area, title, message, retryLabel, onRetry }: RemoteFallbackProps) {
  return (
    <section className="ama-remote-fallback" role="alert" data-area={area}>
      <h2 className="ama-remote-fallback__title">{title}</h2>
      <p>{message}</p>
      <Button theme="dark" size="m" onClick={onRetry}>
        {retryLabel}
      </Button>
    </section>
  );
}
