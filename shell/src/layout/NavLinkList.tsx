import { LocaleLink, useTranslation } from '@ama/platform';
import type { NavLink } from './nav-items';

interface NavLinkItemsProps {
  links: NavLink[];
  /** The links' class, where their place (header, mobile menu, footer) styles them. */
  linkClassName?: string;
}

/** The shop's links as list items, each translated and under the shopper's locale. */
export function NavLinkItems({ links, linkClassName }: NavLinkItemsProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      {links.map((link) => (
        <li key={link.key}>
          <LocaleLink className={linkClassName} to={link.to}>
            {t(link.key)}
          </LocaleLink>
        </li>
      ))}
    </>
  );
}

/** A list of links on its own: a submenu, a mobile menu group, a footer column. */
export function NavLinkList({ className, ...items }: NavLinkItemsProps & { className?: string }) {
  return (
    <ul className={className}>
      <NavLinkItems {...items} />
    </ul>
  );
}
