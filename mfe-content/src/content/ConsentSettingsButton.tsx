import { CONSENT } from '@ama/contracts';
import { Button } from '@ama/shared-ui';

/** Asks the shell to open the cookie banner again (the shell listens for this event: docs/consent.md). */
const openConsentSettings = () => window.dispatchEvent(new Event(CONSENT.openEvent));

/** The cookie policy's "change your choices" button (an island, content/consent-settings). */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <p>
      <Button type="button" theme="dark" onClick={openConsentSettings}>
        {label}
      </Button>
    </p>
  );
}
