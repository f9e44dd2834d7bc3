import { icons } from '../..';

type IconComponent = icons.LucideIcon;

// The namespace holds only components (its types are type-only exports), listed by name.
const ICON_ENTRIES = Object.entries(icons as Record<string, IconComponent>).sort(([a], [b]) => a.localeCompare(b));

export function IconsSection() {
  return (
    <ul className="ama-catalogue__icon-grid" aria-label={`${ICON_ENTRIES.length} icons`}>
      {ICON_ENTRIES.map(([name, Icon]) => (
        <li key={name} className="ama-catalogue__icon-cell">
          <Icon size={24} aria-hidden="true" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
