import type { Locale } from '@ama/contracts';
import { escapeHtml } from '../mail/escape-html';
import type { PreviewState } from './release-sides';
import { PREVIEW_LEAVE_PATH } from './preview';

type Problem = Extract<PreviewState, { shown: false }>['problem'];

interface BarText {
  preview: string;
  leave: string;
  problems: Record<Problem, string>;
}

const TEXT: Record<Locale, BarText> = {
  en: {
    preview: 'Preview',
    leave: 'Leave preview',
    problems: {
      forged: 'This preview link is not valid: you see the live shop.',
      malformed: 'This preview link is not valid: you see the live shop.',
      expired: 'This preview link has expired: you see the live shop.',
      unknown: 'This preview names a build the shop cannot serve: you see the live shop.',
      off: 'This shop has no previews: you see the live shop.',
    },
  },
  it: {
    preview: 'Anteprima',
    leave: "Esci dall'anteprima",
    problems: {
      forged: 'Questo link di anteprima non è valido: vedi il negozio pubblico.',
      malformed: 'Questo link di anteprima non è valido: vedi il negozio pubblico.',
      expired: 'Questo link di anteprima è scaduto: vedi il negozio pubblico.',
      unknown: 'Questa anteprima indica una versione che il negozio non può servire: vedi il negozio pubblico.',
      off: 'Questo negozio non ha anteprime: vedi il negozio pubblico.',
    },
  },
  es: {
    preview: 'Vista previa',
    leave: 'Salir de la vista previa',
    problems: {
      forged: 'Este enlace de vista previa no es válido: ves la tienda pública.',
      malformed: 'Este enlace de vista previa no es válido: ves la tienda pública.',
      expired: 'Este enlace de vista previa ha caducado: ves la tienda pública.',
      unknown: 'Esta vista previa nombra una versión que la tienda no puede servir: ves la tienda pública.',
      off: 'Esta tienda no tiene vistas previas: ves la tienda pública.',
    },
  },
  de: {
    preview: 'Vorschau',
    leave: 'Vorschau verlassen',
    problems: {
      forged: 'Dieser Vorschau-Link ist ungültig: Sie sehen den öffentlichen Shop.',
      malformed: 'Dieser Vorschau-Link ist ungültig: Sie sehen den öffentlichen Shop.',
      expired: 'Dieser Vorschau-Link ist abgelaufen: Sie sehen den öffentlichen Shop.',
      unknown: 'Diese Vorschau nennt eine Version, die der Shop nicht ausliefern kann: Sie sehen den öffentlichen Shop.',
      off: 'Dieser Shop hat keine Vorschauen: Sie sehen den öffentlichen Shop.',
    },
  },
};

/**
 * The preview bar: fixed at the foot of every page of a browser holding a preview cookie, outside the
 * regions the shell renders and hydrates, so client navigations keep it. Its style rides in a nonce'd
 * <style>, since the page's CSP allows no inline style attribute.
 */
export function previewBarHtml(state: PreviewState, locale: Locale, returnTo: string, nonce: string): string {
  const text = TEXT[locale];
  const what = state.shown ? `${text.preview}: ${state.versions.map(({ name, version }) => `${name} ${version}`).join(', ')}` : text.problems[state.problem];
  const leave = `${PREVIEW_LEAVE_PATH}?to=${encodeURIComponent(returnTo)}`;
  return (
    `<style nonce="${nonce}">.ama-preview-bar{position:fixed;inset:auto 0 0 0;z-index:2147483000;display:flex;flex-wrap:wrap;gap:.25rem 1rem;` +
    `align-items:center;justify-content:center;text-align:center;padding:.5rem 1rem;background:#1f1a17;color:#fff;font:14px/1.4 system-ui,sans-serif}` +
    `.ama-preview-bar a{color:#fff;text-decoration:underline;min-height:44px;display:inline-flex;align-items:center}` +
    // Room below the footer, so the bar never covers the page's last links.
    `body{padding-bottom:4rem}</style>` +
    `<div class="ama-preview-bar" role="status" data-preview="${state.shown ? 'shown' : state.problem}">` +
    `<span>${escapeHtml(what)}</span><a href="${escapeHtml(leave)}">${escapeHtml(text.leave)}</a></div>`
  );
}
