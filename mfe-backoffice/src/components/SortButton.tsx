import type { TableSort } from './table-sort';

interface SortButtonProps {
  label: string;
  /** The direction this column is sorted in; undefined when another column sorts the list. */
  direction?: TableSort['direction'];
  onSort: () => void;
}

/**
 * A column's name as a button that sorts the list by it. Its <th> carries aria-sort, which screen
 * readers say; the arrow (drawn by staff.css) is for the eye only.
 */
export function SortButton({ label, direction, onSort }: SortButtonProps) {
  return (
    <button type="button" className="ama-staff-sort" onClick={onSort}>
      {label}
      <span className={`ama-staff-sort__arrow ama-staff-sort__arrow--${direction ?? 'none'}`} aria-hidden="true" />
    </button>
  );
}
