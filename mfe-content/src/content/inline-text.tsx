import { Fragment, type ReactNode } from 'react';
import { LocaleLink } from '@ama/platform';
import { fillFacts, INLINE_TOKEN } from './plain-text';

/** Link targets a document may use: a shop path (localised on render), e-mail, phone, or https. */
const SHOP_PATH = /^\/[a-z0-9/?=&,_-]*$/i;
const EXTERNAL = /^(mailto:|tel:|https:\/\/)/;

function link(label: string, target: string, key: number): ReactNode {
  if (SHOP_PATH.test(target)) {
    return (
      <LocaleLink key={key} to={target}>
        {label}
      </LocaleLink>
    );
  }
  if (!EXTERNAL.test(target)) throw new Error(`Refused link target in content text: ${target}`);
  const away = target.startsWith('https://');
  return (
    <a key={key} href={target} {...(away ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

/**
 * A document's text as React elements: facts filled in, `**strong**` and `[label](target)` turned into
 * elements, everything else text (React escapes it, so a document cannot inject markup).
 */
export function InlineText({ text, facts }: { text: string; facts: Record<string, string> }) {
  const filled = fillFacts(text, facts);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(INLINE_TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(filled.slice(last, index));
    if (match[1] !== undefined) parts.push(<strong key={index}>{match[1]}</strong>);
    else parts.push(link(match[2] ?? '', match[3] ?? '', index));
    last = index + match[0].length;
  }
  if (last < filled.length) parts.push(filled.slice(last));
  return <Fragment>{parts}</Fragment>;
}
