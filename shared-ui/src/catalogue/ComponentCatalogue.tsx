// The living catalogue of @ama/shared-ui, for the five front-end teams (route /<locale>/dev/ui).
// It is a developer page, so its text is English and hard-coded: it is not translated and never
// shown to shoppers. It is not exported from the package's main index, so the shop's bundle does
// not carry it; the shell lazy-loads '@ama/shared-ui/src/catalogue'.
// Components come in through the package's own index (relative: shared-ui imports no @ama package,
// itself included), i.e. the exact public API the teams use.
import { PageIntro } from '..';
import { CatalogueSection } from './CatalogueSection';
import { CATALOGUE_SECTIONS } from './catalogue-sections';
import './catalogue.css';

/**
 * Renders inside the shell's <main>, so it adds no main landmark of its own: an article with the
 * page's h1, a contents nav, and one named region (h2) per component.
 */
export function ComponentCatalogue() {
  return (
    <article className="ama-catalogue" lang="en">
      <PageIntro
        title="AMA design system"
        intro="Every component of @ama/shared-ui, live, with the props the shop uses. Apps import them from the @ama/shared-ui package and pass translated text in as props."
      />
      <div className="ama-catalogue__layout">
        <nav className="ama-catalogue__contents" aria-label="Catalogue contents">
          <ul className="ama-catalogue__plain-list">
            {CATALOGUE_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ama-catalogue__sections">
          {CATALOGUE_SECTIONS.map(({ id, title, whenToUse, Examples }) => (
            <CatalogueSection key={id} id={id} title={title} whenToUse={whenToUse}>
              <Examples />
            </CatalogueSection>
          ))}
        </div>
      </div>
    </article>
  );
}

export default ComponentCatalogue;
