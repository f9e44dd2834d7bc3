import { buttonClassName } from '../Button/button-options';
import './ErrorPage.css';

/** What platform's NotFound fills in; the shell hands this component to platform (neither imports the other). */
export interface ErrorPageProps {
  status: number;
  /** The page's heading, e.g. "Page not found". */
  message: string;
  /** e.g. the full path that matched nothing. */
  description: string;
  homeHref: string;
  homeLabel: string;
}

/**
 * The generic error page (docs/requirements.md#errors): status code, message, description and a link home.
 * The link is a plain anchor on purpose: after an error a full load of the home page is the safest reset.
 */
export function ErrorPage({ status, message, description, homeHref, homeLabel }: ErrorPageProps) {
  return (
    <section className="ama-error-page">
      <p className="ama-error-page__status">{status}</p>
      <h1 className="ama-error-page__message">{message}</h1>
      <p className="ama-error-page__description">{description}</p>
      <a className={buttonClassName({ theme: 'dark', size: 'm' })} href={homeHref}>
        {homeLabel}
      </a>
    </section>
  );
}
