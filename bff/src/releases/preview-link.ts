import { PREVIEW_DEVELOPMENT_SECRET, PREVIEW_TTL_SECONDS, signPreviewToken } from './preview-token';

/** The path that opens a preview (web/preview.ts): the token is the last segment. */
export const PREVIEW_PATH = '/preview';

/**
 * The secret previews are signed with: PREVIEW_SECRET, or the development one on a shop that is not
 * deployed (NODE_ENV=production with PUBLIC_URL). None for a deployed shop without PREVIEW_SECRET: it has
 * no previews, rather than links anyone who reads this repository could sign.
 */
export function previewSecretOf(env: Record<string, string | undefined>): string | undefined {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  const deployed = env.NODE_ENV === 'production' && Boolean(env.PUBLIC_URL);
  return deployed ? undefined : PREVIEW_DEVELOPMENT_SECRET;
}

/** Where the shop answers: PUBLIC_URL, else this machine's shop on PORT (8080). */
const shopUrl = (env: Record<string, string | undefined>): string => (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 8080}`).replace(/\/+$/, '');

/** A link that shows these builds to the browser that opens it, for PREVIEW_TTL_SECONDS; undefined without a secret. */
export function previewLink(env: Record<string, string | undefined>, versions: Record<string, string>, now = new Date()): string | undefined {
  const secret = previewSecretOf(env);
  if (!secret) return undefined;
  const token = signPreviewToken(secret, versions, new Date(now.getTime() + PREVIEW_TTL_SECONDS * 1000));
  return `${shopUrl(env)}${PREVIEW_PATH}/${token}`;
}
