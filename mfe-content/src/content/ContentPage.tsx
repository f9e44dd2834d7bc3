import { useEffect, useState } from 'react';
import { usePageHead, useLocale, useRemote, useTranslation } from '@ama/platform';
import { PageIntro, Spinner } from '@ama/shared-ui';
import type { ContentDocument } from './content-document';
import { cachedContent, loadContent } from './load-content';
import { contentFacts } from './facts';
import { plainText } from './plain-text';
import { ContentBlockView } from './ContentBlockView';
import { Illustration } from './Illustration';
import './content.css';

/** Pages with this many sections or more get an "on this page" list of links to them. */
const CONTENTS_FROM_SECTIONS = 4;

function useContentDocument(pageId: string) {
  const locale = useLocale();
  const [state, setState] = useState(() => ({ key: `${pageId}/${locale}`, document: cachedContent(pageId, locale) }));
  const key = `${pageId}/${locale}`;
  const document = state.key === key ? state.document : cachedContent(pageId, locale);
  useEffect(() => {
    if (document) return;
    let current = true;
    loadContent(pageId, locale).then(
      (loaded) => current && setState({ key, document: loaded }),
      // Thrown while rendering, so the area's error boundary shows its fallback with a retry.
      (error: unknown) =>
        current &&
        setState(() => {
          throw error;
        }),
    );
    return () => {
      current = false;
    };
  }, [document, key, locale, pageId]);
  return { document, locale };
}

/** A content page (brand, guides, policies, help): its document in the shopper's language. */
export function ContentPage({ pageId }: { pageId: string }) {
  const { document, locale } = useContentDocument(pageId);
  const { t } = useTranslation(useRemote().namespace);
  if (!document) {
    return (
      <p className="ama-page-loading" role="status">
        <Spinner size={20} /> {t('content.loading')}
      </p>
    );
  }
  return <ContentArticle document={document} locale={locale} />;
}

function ContentArticle({ document, locale }: { document: ContentDocument; locale: ReturnType<typeof useLocale> }) {
  const { t } = useTranslation(useRemote().namespace);
  const facts = contentFacts(locale);
  const title = plainText(document.title, facts);
  usePageHead({ title, description: plainText(document.description, facts) });
  const updated = document.updated && new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${document.updated}T00:00:00Z`));

  return (
    <article className="ama-content">
      <PageIntro title={title} intro={plainText(document.lead, facts)}>
        {updated && <p className="ama-content__updated">{t('content.updated', { date: updated })}</p>}
      </PageIntro>
      {/* The page's first picture and largest paint: asked for before the rest. */}
      {document.hero && <Illustration className="ama-content__hero" image={document.hero.image} place="hero" alt={document.hero.alt} />}
      {document.sections.length >= CONTENTS_FROM_SECTIONS && (
        <nav className="ama-content__toc" aria-label={t('content.onThisPage')}>
          <h2 className="ama-content__toc-title">{t('content.onThisPage')}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{plainText(section.heading, facts)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="ama-content__section">
          <h2 id={`${section.id}-heading`}>{plainText(section.heading, facts)}</h2>
          {section.blocks.map((block, index) => (
            <ContentBlockView key={index} block={block} facts={facts} />
          ))}
        </section>
      ))}
    </article>
  );
}
