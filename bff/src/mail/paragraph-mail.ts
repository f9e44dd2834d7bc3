import type { Locale } from '@ama/contracts';
import { escapeHtml } from './escape-html';
import type { OutgoingMail } from './outbox-repository';

/** A short e-mail of paragraphs (each a list of lines), as text and as escaped HTML in the reader's language: an order's status, a return, an event's change or cancellation. */
export function paragraphMail(locale: Locale, to: string, subject: string, paragraphs: string[][]): OutgoingMail {
  return {
    to,
    subject,
    text: paragraphs.map((lines) => lines.join('\n')).join('\n\n'),
    html: [
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family: Georgia, serif; color: #1c1917; line-height: 1.5">',
      ...paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}
