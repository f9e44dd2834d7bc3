import { BUTTON_SIZES, BUTTON_THEMES, Button, buttonClassName, icons, type ButtonTheme } from '../..';
import { ExampleGroup } from '../CatalogueSection';

// A few contrasting looks are enough for the size matrix; the full theme list follows below.
const MATRIX_THEMES: readonly ButtonTheme[] = ['dark', 'white', 'indigo', 'text'];

export function ButtonSection() {
  return (
    <>
      <ExampleGroup title="Sizes × themes">
        <div className="ama-catalogue__scroll">
          <table className="ama-catalogue__table">
            <caption className="ama-catalogue__caption">Every size (columns) in four themes (rows)</caption>
            <thead>
              <tr>
                <th scope="col">Theme</th>
                {BUTTON_SIZES.map((size) => (
                  <th key={size} scope="col">
                    <code>{size}</code>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {MATRIX_THEMES.map((theme) => (
                <tr key={theme}>
                  <th scope="row">
                    <code>{theme}</code>
                  </th>
                  {BUTTON_SIZES.map((size) => (
                    <td key={size}>
                      <Button size={size} theme={theme}>
                        {`Size ${size}`}
                      </Button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ExampleGroup>

      <ExampleGroup title={`All ${BUTTON_THEMES.length} themes (size m)`}>
        <ul className="ama-catalogue__row ama-catalogue__plain-list">
          {BUTTON_THEMES.map((theme) => (
            <li key={theme}>
              <Button theme={theme} size="m">
                {theme}
              </Button>
            </li>
          ))}
        </ul>
        <p className="ama-catalogue__caption">
          <code>white-left</code>, <code>white-mid</code> and <code>white-right</code> are the segments of a joined group:
        </p>
        <div className="ama-catalogue__joined" role="group" aria-label="Ring size (joined white group)">
          <Button theme="white-left">48</Button>
          <Button theme="white-mid">50</Button>
          <Button theme="white-mid">52</Button>
          <Button theme="white-right">54</Button>
        </div>
      </ExampleGroup>

      <ExampleGroup title="States">
        <div className="ama-catalogue__row">
          <Button theme="dark" icon={<icons.ShoppingBag size={16} aria-hidden="true" />}>
            Active
          </Button>
          <Button theme="dark" disabled>
            Disabled
          </Button>
          <Button theme="dark" loading>
            Loading
          </Button>
        </div>
        <p className="ama-catalogue__caption">
          Disabled is removed from the tab order. Loading stays focusable, is <code>aria-busy</code> and ignores clicks (and does not submit its form).
        </p>
      </ExampleGroup>

      <ExampleGroup title="buttonClassName() on a link">
        <div className="ama-catalogue__row">
          {/* In an app this is a router <Link>; shared-ui has no router, so a plain anchor stands in. */}
          <a className={buttonClassName({ theme: 'indigo', size: 'm' })} href="#ui-button">
            A link that looks like a button
          </a>
          <a className={buttonClassName({ theme: 'white', size: 's' })} href="#ui-tokens">
            Go to the design tokens
          </a>
        </div>
        <p className="ama-catalogue__caption">Use it when the action navigates (it must stay a link for the browser and screen readers).</p>
      </ExampleGroup>
    </>
  );
}
