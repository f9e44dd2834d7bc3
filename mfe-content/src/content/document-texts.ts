import type { ContentDocument } from './content-document';

/** Every piece of text in a document, in reading order. */
export function textsOf(document: ContentDocument): string[] {
  const texts = [document.title, document.description, document.lead, ...(document.hero ? [document.hero.alt] : [])];
  for (const section of document.sections) {
    texts.push(section.heading);
    for (const block of section.blocks) {
      switch (block.type) {
        case 'p':
        case 'note':
          texts.push(block.text);
          break;
        case 'list':
          texts.push(...block.items);
          break;
        case 'figure':
          texts.push(block.alt, ...(block.caption ? [block.caption] : []));
          break;
        case 'table':
          texts.push(block.caption, ...block.head, ...block.rows.flat());
          break;
        case 'faq':
          texts.push(...block.items.flatMap((item) => [item.q, item.a]));
          break;
        case 'cards':
          texts.push(...block.items.flatMap((item) => [item.title, item.text]));
          break;
        case 'consentSettings':
          texts.push(block.label);
          break;
      }
    }
  }
  return texts;
}
