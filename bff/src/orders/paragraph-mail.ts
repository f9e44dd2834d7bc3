import type { Locale } from '@ama/contracts';
import { escapeHtml, type OutgoingMail } from '../mail';

/** A short e-mail of paragraphs (each a list of lines), as text and as HTML in the order's language: a status change's, a return's. */
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
