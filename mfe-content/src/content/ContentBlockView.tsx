import { LocaleLink } from '@ama/platform';
import { ConsentSettingsIsland } from '../islands';
import type { ContentBlock } from './content-document';
import { InlineText } from './inline-text';
import { plainText } from './plain-text';
import { Illustration } from './Illustration';

type Facts = Record<string, string>;

/** One block of a content document, as elements (see content-document.ts for the forms). */
export function ContentBlockView({ block, facts }: { block: ContentBlock; facts: Facts }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <InlineText text={block.text} facts={facts} />
        </p>
      );
    case 'note':
      return (
        <p className="ama-content__note">
          <InlineText text={block.text} facts={facts} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className="ama-content__list">
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText text={item} facts={facts} />
            </li>
          ))}
        </List>
      );
    }
    case 'figure':
      return (
        <figure className="ama-content__figure">
          <Illustration image={block.image} place="figure" alt={plainText(block.alt, facts)} />
          {block.caption && (
            <figcaption>
              <InlineText text={block.caption} facts={facts} />
            </figcaption>
          )}
        </figure>
      );
    case 'table':
      return (
        // Focusable: a table wider than the phone scrolls in this box, by keyboard too.
        <div className="ama-content__table-wrap" tabIndex={0}>
          <table className="ama-content__table">
            <caption>
              <InlineText text={block.caption} facts={facts} />
            </caption>
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    <InlineText text={cell} facts={facts} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        <InlineText text={cell} facts={facts} />
                      </th>
                    ) : (
                      <td key={index}>
                        <InlineText text={cell} facts={facts} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'faq':
      return (
        <div className="ama-content__faq">
          {block.items.map((item, index) => (
            <details key={index}>
              <summary>
                <InlineText text={item.q} facts={facts} />
              </summary>
              <p>
                <InlineText text={item.a} facts={facts} />
              </p>
            </details>
          ))}
        </div>
      );
    case 'cards':
      return (
        <ul className="ama-content__cards">
          {block.items.map((card) => (
            <li key={card.to} className="ama-content__card">
              {card.image && <Illustration image={card.image} place="card" alt="" />}
              <h3>
                <LocaleLink to={card.to}>{plainText(card.title, facts)}</LocaleLink>
              </h3>
              <p>
                <InlineText text={card.text} facts={facts} />
              </p>
            </li>
          ))}
        </ul>
      );
    case 'consentSettings':
      return <ConsentSettingsIsland label={plainText(block.label, facts)} />;
  }
}
