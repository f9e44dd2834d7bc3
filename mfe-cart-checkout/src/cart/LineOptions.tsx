import type { CartSelection } from '@ama/contracts';
import { formatPrice, useLocale } from '@ama/platform';

/** What a line shows of its options: the chosen values, the material left out (every piece is 18KT). */
const shownSelection = (selection: readonly CartSelection[]) => selection.filter((chosen) => chosen.type !== 'MATERIAL');

/** A line's options as chosen (gold, size, carat, stone; the engraving as quoted text), with their fees. */
export function LineOptions({ selection }: { selection: readonly CartSelection[] }) {
  const locale = useLocale();
  return (
    <dl className="ama-cart-line__options">
      {shownSelection(selection).map((chosen) => (
        <div key={chosen.type}>
          <dt>{chosen.label}</dt>
          <dd>
            {chosen.type === 'WRITING' ? <q>{chosen.valueLabel}</q> : chosen.valueLabel}
            {chosen.priceDeltaCents > 0 && <span className="ama-cart-line__fee"> (+{formatPrice(chosen.priceDeltaCents, locale)})</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
