import { useState } from 'react';
import { Button, ErrorPage, PageIntro, RemoteFallback } from '../..';
import { InertPreview } from '../InertPreview';

export function ErrorPageSection() {
  return (
    <InertPreview caption="ErrorPage with status 404, as platform's NotFound renders it for a route no app claims.">
      <ErrorPage status={404} message="Page not found" description="/en/rings/this-page-does-not-exist" homeHref="/en" homeLabel="Back to the home page" />
    </InertPreview>
  );
}

/** The fallback is an alert, so it appears on request rather than being announced on page load. */
export function RemoteFallbackSection() {
  const [failed, setFailed] = useState(false);
  const [retries, setRetries] = useState(0);

  return (
    <>
      <div className="ama-catalogue__row">
        <Button theme="white" onClick={() => setFailed(true)} disabled={failed}>
          Simulate a failed remote
        </Button>
        <span className="ama-catalogue__caption" aria-live="polite">
          {retries > 0 ? `Retried ${retries} time${retries === 1 ? '' : 's'}` : ''}
        </span>
      </div>
      {failed && (
        <RemoteFallback
          area="mfe-catalog"
          title="This part of the page could not be loaded"
          message="The rest of the shop keeps working. Please try again."
          retryLabel="Try again"
          onRetry={() => {
            setFailed(false);
            setRetries((count) => count + 1);
          }}
        />
      )}
    </>
  );
}

export function PageIntroSection() {
  return (
    <InertPreview caption="The title of this page is a PageIntro too.">
      <PageIntro title="Engagement rings" intro="Solitaires and trilogies in gold and platinum, made to order in Valenza." />
    </InertPreview>
  );
}
