import { useId } from 'react';

/**
 * Two gold rings passing through each other: the picture of the Valentine's Day section. Drawn, not
 * photographed, so it costs a few hundred bytes and stays sharp at any size; decorative.
 * Ring A crosses over B at the top and under it at the bottom, which is what makes them look linked.
 */
export function InterlacedRings() {
  const id = useId();
  const gold = `${id}-gold`;
  const top = `${id}-top`;
  const ring = (cx: number) => <circle cx={cx} cy={200} r={88} fill="none" stroke={`url(#${gold})`} strokeWidth={13} />;
  const shine = (cx: number) => <circle cx={cx} cy={200} r={91} fill="none" stroke="#fff7e6" strokeOpacity={0.55} strokeWidth={1.5} />;
  return (
    <svg className="ama-home-feature__drawing" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#efdcae" />
          {/* The brand's gold from its token, set by a class: the CSP allows no inline style. */}
          <stop offset="0.45" className="ama-home-feature__brand-gold" />
          <stop offset="0.7" stopColor="#7d5f36" />
          <stop offset="1" stopColor="#d8bb83" />
        </linearGradient>
        <clipPath id={top}>
          <rect x="170" y="90" width="60" height="60" />
        </clipPath>
      </defs>
      {ring(158)}
      {shine(158)}
      {ring(242)}
      {shine(242)}
      <g clipPath={`url(#${top})`}>
        {ring(158)}
        {shine(158)}
      </g>
      <path className="ama-home-feature__sparkle" d="M300 96l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" />
      <path className="ama-home-feature__sparkle" d="M96 290l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
    </svg>
  );
}
