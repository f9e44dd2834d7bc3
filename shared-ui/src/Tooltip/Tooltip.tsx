import { cloneElement, useEffect, useId, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useEscapeKey } from '../lib/useEscapeKey';
import { TOOLTIP_DELAY_MS, TOOLTIP_DISTANCE_PX } from '../timing';
import './Tooltip.css';

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right';

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element; it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: TooltipPlacement;
  delayMs?: number;
  distancePx?: number;
}

/**
 * A short description shown after hover or focus rests on the trigger for `delayMs`.
 * The tooltip stays in the DOM (hidden) so the trigger's description is there before it shows.
 */
export function Tooltip({ content, children, placement = 'top', delayMs = TOOLTIP_DELAY_MS, distancePx = TOOLTIP_DISTANCE_PX }: TooltipProps) {
  const tooltipId = useId();
  const [visible, setVisible] = useState(false);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(showTimer.current);
    showTimer.current = setTimeout(() => setVisible(true), delayMs);
  };
  const hide = () => {
    clearTimeout(showTimer.current);
    setVisible(false);
  };

  useEffect(() => () => clearTimeout(showTimer.current), []);
  // WCAG 1.4.13: a tooltip can be dismissed without moving the pointer or focus.
  useEscapeKey(visible, hide);

  const describedBy = [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ');

  return (
    <span
      className="ama-tooltip-anchor"
      style={{ '--ama-tooltip-distance': `${distancePx}px` } as CSSProperties}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span id={tooltipId} role="tooltip" className={`ama-tooltip ama-tooltip--${placement}`} hidden={!visible}>
        {content}
      </span>
    </span>
  );
}
