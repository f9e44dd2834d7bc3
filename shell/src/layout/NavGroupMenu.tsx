import { selectIsMenuOpen, uiActions, useAppDispatch, useAppSelector, useTranslation } from '@ama/platform';
import { Menu } from '@ama/shared-ui';
import type { NavGroup } from './nav-items';
import { NavLinkList } from './NavLinkList';

/** A header submenu whose open state lives in the store, so every navigation closes it (docs/requirements.md#navigation). */
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsMenuOpen(group.id));
  return (
    <Menu label={t(group.key)} open={open} onOpenChange={(next) => dispatch(uiActions.setMenuOpen({ id: group.id, open: next }))}>
      <NavLinkList className="ama-submenu" links={group.links} />
    </Menu>
  );
}
