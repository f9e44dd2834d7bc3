import type { ReactNode } from 'react';
import { island, NotFound, usePageHead, useParams } from '@ama/platform';
import { useEliteTokenQuery } from '../api';
import { EliteContent, eliteToken, isEliteNotFound, useEliteTexts } from '../club/elite/EliteContent';
import '../club/club.css';

/**
 * /club/elite-{token}: the ELITE page, behind an opaque segment. The server asks the BFF whether the
 * token is the page's (204) or not (404): a wrong one is the shop's 404 page, with HTTP 404. Never
 * indexed and not in any sitemap. The page is static; only when the BFF could not answer is its content
 * an island (club/elite), so that its "try again" works on the first page. The page is a chunk of its
 * own (routes.tsx), so the island is declared here, in it.
 */
const EliteContentIsland = island('club/elite', EliteContent);

export function ElitePage() {
  const token = eliteToken(useParams().token);
  const { error } = useEliteTokenQuery(token, { skip: token === '' });
  if (isEliteNotFound(token, error)) return <NotFound />;
  return <EliteHead>{error ? <EliteContentIsland token={token} /> : <EliteContent token={token} />}</EliteHead>;
}

function EliteHead({ children }: { children: ReactNode }) {
  const { title, intro } = useEliteTexts();
  usePageHead({ title, description: intro, robots: 'noindex' });
  return children;
}
