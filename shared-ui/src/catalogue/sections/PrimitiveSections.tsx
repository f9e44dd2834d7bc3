import { Spinner, VisuallyHidden, icons } from '../..';

export function SpinnerSection() {
  return (
    <div className="ama-catalogue__row" role="group" aria-label="Spinner sizes">
      {[16, 24, 32].map((size) => (
        <span key={size} className="ama-catalogue__labelled">
          <Spinner size={size} />
          <code>{`size ${size}`}</code>
        </span>
      ))}
    </div>
  );
}

export function VisuallyHiddenSection() {
  return (
    <div className="ama-catalogue__row">
      <p className="ama-catalogue__bag-count">
        <icons.ShoppingBag size={20} aria-hidden="true" />
        <span aria-hidden="true">2</span>
        <VisuallyHidden>Your bag holds 2 items</VisuallyHidden>
      </p>
      <p className="ama-catalogue__caption">The bag shows “2”; a screen reader hears “Your bag holds 2 items”.</p>
    </div>
  );
}
