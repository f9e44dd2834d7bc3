import { useEffect, useState } from 'react';
import { NEWSLETTER, type Locale } from '@ama/contracts';
import { addMessages, i18n, loadMessages, useTranslation } from '@ama/platform';
import { Modal } from '@ama/shared-ui';
import { NewsletterForm } from '../components/NewsletterForm';
import { messageLoader } from '../i18n/load-messages';
import { rememberPopup } from './popup-memory';
import './NewsletterPopup.css';

// The popup's trigger travels without texts (it shows none); they come with this chunk, when it shows.
addMessages('club', messageLoader);
/** Marks the popup's content, so its stylesheet can shape the Modal around it (see NewsletterPopup.css). */
export const POPUP_SHEET_CLASS = 'ama-newsletter-popup';

/** The club's texts in the page's language, awaited before the dialog first shows. */
export const dialogTexts = () => loadMessages(i18n.language as Locale, ['club']);

/**
 * The newsletter popup itself (docs/requirements.md#newsletter): the design system's Modal (Escape, backdrop, close icon,
 * focus trap and return) around the footer's form, under the offer. Loaded only when it is about to
 * show. Remembered as soon as it shows, so it is shown once; closing or subscribing is remembered too.
 * On a phone it is a bottom sheet (NewsletterPopup.css): an offer nobody asked for must not hide the page.
 */
export default function NewsletterPopupDialog() {
  const { t } = useTranslation('club');
  const [open, setOpen] = useState(true);
  useEffect(() => rememberPopup('shown'), []);
  const close = () => {
    rememberPopup('closed');
    setOpen(false);
  };
  return (
    <Modal open={open} onClose={close} title={t('popup.title', { percent: NEWSLETTER.firstPurchaseDiscountPercent })} closeLabel={t('popup.close')}>
      {/* The sheet's marker: NewsletterPopup.css lays the Modal around it out as a bottom sheet on a phone. */}
      <div className={POPUP_SHEET_CLASS}>
        <NewsletterForm variant="popup" />
      </div>
    </Modal>
  );
}
