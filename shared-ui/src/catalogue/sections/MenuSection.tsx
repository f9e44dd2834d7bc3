import { Menu } from '../..';
import { CATALOGUE_CONTENTS } from '../catalogue-contents';

export function MenuSection() {
  return (
    <div className="ama-catalogue__row">
      <Menu label="Jump to a section">
        <ul className="ama-catalogue__menu-links">
          {CATALOGUE_CONTENTS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </Menu>
      <Menu label="Click only" openOnHover={false}>
        <ul className="ama-catalogue__menu-links">
          <li>
            <a href="#ui-button">Button</a>
          </li>
          <li>
            <a href="#ui-tokens">Design tokens</a>
          </li>
        </ul>
      </Menu>
    </div>
  );
}
