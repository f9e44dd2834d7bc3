import { tokens } from '../..';
import { ExampleGroup } from '../CatalogueSection';
import { TYPE_SCALE } from '../type-scale';

const COLOR_ENTRIES = Object.entries(tokens.colors);
const SPACE_ENTRIES = Object.entries(tokens.space);
const RADIUS_ENTRIES = Object.entries(tokens.radii);

export function TokensSection() {
  return (
    <>
      <ExampleGroup title="Colours">
        <ul className="ama-catalogue__swatches">
          {COLOR_ENTRIES.map(([name, hex]) => (
            <li key={name} className="ama-catalogue__swatch">
              <span className="ama-catalogue__swatch-chip" style={{ background: hex }} aria-hidden="true" />
              <span className="ama-catalogue__swatch-name">{name}</span>
              <code>{hex}</code>
              <code className="ama-catalogue__muted">{tokens.cssVariableName('color', name)}</code>
            </li>
          ))}
        </ul>
      </ExampleGroup>

      <ExampleGroup title="Type scale">
        <ul className="ama-catalogue__plain-list ama-catalogue__type-scale">
          {Object.entries(tokens.fonts).map(([name, family]) => (
            <li key={name} className="ama-catalogue__type-family">
              <span style={{ fontFamily: family, fontSize: '1.5rem' }}>Aa Bb — Engagement rings in 18k gold</span>
              <code>{tokens.cssVariableName('font', name)}</code>
            </li>
          ))}
          {TYPE_SCALE.map((step) => (
            <li key={step.name} className="ama-catalogue__type-step">
              <span className="ama-catalogue__type-sample" style={{ fontFamily: tokens.fonts[step.family], fontSize: step.size }}>
                {step.name}
              </span>
              <span className="ama-catalogue__muted">
                <code>{step.size}</code> · {step.family} · {step.usedBy}
              </span>
            </li>
          ))}
        </ul>
      </ExampleGroup>

      <ExampleGroup title="Spacing scale">
        <ul className="ama-catalogue__plain-list ama-catalogue__spacing">
          {SPACE_ENTRIES.map(([step, size]) => (
            <li key={step} className="ama-catalogue__spacing-step">
              <code>{tokens.cssVariableName('space', step)}</code>
              <span className="ama-catalogue__spacing-bar" style={{ width: size }} aria-hidden="true" />
              <code className="ama-catalogue__muted">{size}</code>
            </li>
          ))}
        </ul>
      </ExampleGroup>

      <ExampleGroup title="Radii and breakpoints">
        <ul className="ama-catalogue__row ama-catalogue__plain-list">
          {RADIUS_ENTRIES.map(([name, radius]) => (
            <li key={name} className="ama-catalogue__labelled">
              <span className="ama-catalogue__radius" style={{ borderRadius: radius }} aria-hidden="true" />
              <code>{`${tokens.cssVariableName('radii', name)}: ${radius}`}</code>
            </li>
          ))}
        </ul>
        <p className="ama-catalogue__caption">
          Breakpoints (min-width, mobile first):{' '}
          {Object.entries(tokens.breakpoints)
            .map(([name, px]) => `${name} ${px}px`)
            .join(', ')}
          .
        </p>
      </ExampleGroup>
    </>
  );
}
