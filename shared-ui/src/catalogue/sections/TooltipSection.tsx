import { Button, IconButton, TOOLTIP_DELAY_MS, Tooltip, icons, type TooltipPlacement } from '../..';

const PLACEMENTS: readonly TooltipPlacement[] = ['top', 'right', 'bottom', 'left'];

export function TooltipSection() {
  return (
    <div className="ama-catalogue__row ama-catalogue__row--spacious">
      {PLACEMENTS.map((placement) => (
        <Tooltip key={placement} placement={placement} content={`Shown ${placement}, after ${TOOLTIP_DELAY_MS} ms`}>
          <Button theme="white">{`Tooltip ${placement}`}</Button>
        </Tooltip>
      ))}
      <Tooltip content="Free engraving up to 10 characters">
        <IconButton label="About engraving" icon={<icons.Info size={20} />} />
      </Tooltip>
    </div>
  );
}
