import { useEffect, useRef, useState } from 'react';
import type { NewStaffAccountResponse } from '@ama/contracts';
import { Button } from '@ama/shared-ui';
import { useTranslation } from '@ama/platform';

/** The browser's clipboard, where the page may write to it (a secure context; not in an old browser). */
const clipboard = () => (typeof navigator === 'undefined' ? undefined : navigator.clipboard);

/**
 * The new account's one-time password, shown this once (the server keeps only its hash, and the page
 * keeps it only while this box is open), with what to do with it. The focus moves here when it appears.
 */
export function OneTimePassword({ added, onDone }: { added: NewStaffAccountResponse; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const { account, oneTimePassword } = added;
  const title = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed'>();

  useEffect(() => title.current?.focus(), []);

  const copy = async () => {
    try {
      await clipboard()!.writeText(oneTimePassword);
      setCopied('copied');
    } catch {
      // No permission: the password stays on screen to copy by hand.
      setCopied('failed');
    }
  };

  return (
    <section className="ama-staff-otp" aria-labelledby="ama-staff-otp-title">
      <h3 id="ama-staff-otp-title" className="ama-staff-otp__title" tabIndex={-1} ref={title}>
        {t('accounts.oneTime.title', { email: account.email })}
      </h3>
      <p>{t('accounts.oneTime.added', { email: account.email, role: t(`roles.${account.role}`) })}</p>
      <p className="ama-staff-otp__password">
        <span className="ama-staff-otp__label">{t('accounts.oneTime.label')}</span>{' '}
        <code className="ama-staff-otp__code" translate="no">
          {oneTimePassword}
        </code>
      </p>
      <ul className="ama-staff-otp__steps">
        <li>{t('accounts.oneTime.inPerson', { email: account.email })}</li>
        <li>{t('accounts.oneTime.replace')}</li>
        <li>{t('accounts.oneTime.once')}</li>
      </ul>
      <div className="ama-staff-otp__actions">
        {clipboard() && (
          <Button theme="white" size="s" onClick={() => void copy()}>
            {t(copied === 'copied' ? 'accounts.oneTime.copied' : 'accounts.oneTime.copy')}
          </Button>
        )}
        <Button theme="dark" size="s" onClick={onDone}>
          {t('accounts.oneTime.done')}
        </Button>
      </div>
      <p className="ama-staff__note" role="status">
        {copied ? t(`accounts.oneTime.${copied === 'copied' ? 'copiedNote' : 'copyFailed'}`) : ''}
      </p>
    </section>
  );
}
