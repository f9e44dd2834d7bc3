import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { RELEASE_VERSION } from './remote-builds';

/**
 * A preview link's token (docs/delivery.md#previews): which stored builds of which remotes one browser
 * sees instead of the live ones, until when. `<payload>.<mac>`, both base64url: the payload is
 * `{"r":{"mfe_content":"0.1.0-3f9c2a1b"},"e":<expiry, seconds>}` and the mac is
 * HMAC-SHA256(PREVIEW_SECRET, 'release-preview:v1:' + payload). The release command signs it, every
 * instance checks it with the same secret; nothing is stored, so any instance accepts any link.
 */

/** Public, like the club's development secrets: a deployed shop signs with PREVIEW_SECRET or has no previews. */
export const PREVIEW_DEVELOPMENT_SECRET = 'development-only-release-preview-secret-0123456789abcdef';
/** How long a preview link opens a preview: a QA run and a team's look, not a permanent back door. */
export const PREVIEW_TTL_SECONDS = 3 * 24 * 3600;
/** A cookie stays far below a browser's 4 KB per cookie; the token names at most a few remotes. */
export const PREVIEW_TOKEN_MAX_LENGTH = 1_024;

const PURPOSE = 'release-preview:v1';
const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const payloadSchema = z.object({
  r: z.record(z.string().check(z.regex(/^mfe_[a-z_]+$/)), z.string().check(z.regex(RELEASE_VERSION), z.maxLength(64))),
  e: z.number().check(z.int(), z.positive()),
});

/** What a valid token grants: the build (version) of each named remote, until `expiresAt`. */
export interface PreviewGrant {
  versions: Record<string, string>;
  expiresAt: Date;
}

/** Why a token opens no preview: not ours (or altered), past its time, or not a token at all. */
export type PreviewTokenProblem = 'forged' | 'expired' | 'malformed';

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest();

export function signPreviewToken(secret: string, versions: Record<string, string>, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ r: versions, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The grant of a token signed with `secret` and not expired at `now`, or why not. */
export function readPreviewToken(secret: string, token: string, now: Date): { grant: PreviewGrant } | { problem: PreviewTokenProblem } {
  const match = token.length <= PREVIEW_TOKEN_MAX_LENGTH ? TOKEN.exec(token) : null;
  if (!match) return { problem: 'malformed' };
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  // One spelling per signature (base64url's last character has unused bits); both 32 bytes then.
  if (given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return { problem: 'forged' };
  let parsed: z.infer<typeof payloadSchema>;
  try {
    parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    // Signed by us, yet not our shape: a token of another version of this format.
    return { problem: 'malformed' };
  }
  if (Object.keys(parsed.r).length === 0) return { problem: 'malformed' };
  const expiresAt = new Date(parsed.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { problem: 'expired' };
  return { grant: { versions: parsed.r, expiresAt } };
}
