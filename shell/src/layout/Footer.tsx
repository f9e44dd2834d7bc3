import { island, RemoteFragment, useTranslation } from '@ama/platform';
import { icons } from '@ama/shared-ui';
import { CONTACTS, FOOTER_COLUMNS } from './nav-items';
import { NavLinkList } from './NavLinkList';
import { openConsentSettings } from '../consent/consent-cookie';
import { StaffFooter } from './StaffFrame';
import { useStaffPage } from './use-staff-page';

/** The club's sign-up form, loaded when the footer comes into view. */
const NewsletterIsland = island('shell/footer-newsletter', function FooterNewsletter() {
  return <RemoteFragment id="mfe_club/NewsletterSignup" />;
});

const ConsentSettingsIsland = island('shell/consent-settings', function ConsentSettingsButton() {
  const { t } = useTranslation('shell');
  return (
    <button type="button" className="ama-footer__consent" onClick={openConsentSettings}>
      {t('consent.settings')}
    </button>
  );
});

/** The footer: plain HTML (columns, contacts) with two islands, the newsletter form and the consent button; one line on back-office pages. */
export function Footer() {
  const staff = useStaffPage();
  return staff ? <StaffFooter /> : <ShopFooter />;
}

function ShopFooter() {
  const { t } = useTranslation('shell');
  return (
    <footer className="ama-footer">
      <section className="ama-footer__newsletter" aria-label={t('footer.newsletter')}>
        <NewsletterIsland />
      </section>
      <div className="ama-footer__inner">
        <section className="ama-footer__brand" aria-labelledby="ama-footer-contacts">
          <p className="ama-footer__logo">AMA</p>
          <p className="ama-footer__tagline">{t('footer.tagline')}</p>
          <h2 id="ama-footer-contacts" className="ama-footer__heading">
            {t('footer.contacts')}
          </h2>
          <ul className="ama-footer__contacts">
            <li>
              <icons.Mail aria-hidden size={16} />
              <a href={`mailto:${CONTACTS.email}`}>{CONTACTS.email}</a>
            </li>
            <li>
              <icons.Phone aria-hidden size={16} />
              <a href={CONTACTS.phoneUrl}>{CONTACTS.phone}</a>
            </li>
            <li>
              <icons.MessageCircle aria-hidden size={16} />
              <a href={CONTACTS.whatsapp} rel="noopener noreferrer" target="_blank">
                {t('footer.whatsapp')}
              </a>
            </li>
            <li>
              <icons.MapPin aria-hidden size={16} />
              <span>{t('footer.showroom')}</span>
            </li>
          </ul>
        </section>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.key} className="ama-footer__column" aria-label={t(column.key)}>
            <h2 className="ama-footer__heading">{t(column.key)}</h2>
            <NavLinkList links={column.links} />
          </nav>
        ))}
      </div>
      <div className="ama-footer__bottom">
        <p>{t('footer.promise')}</p>
        <div>
          <ConsentSettingsIsland />
        </div>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
