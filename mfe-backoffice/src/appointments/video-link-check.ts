import { fieldErrors, videoLinkSchema, type VideoLinkInput } from '@ama/contracts';
import type { FormCheck } from '@ama/platform';
import { fieldProblems } from '../components/field-problems';
import { VIDEO_LINK_FIELDS, type VideoLinkValues } from './video-link-fields';

/** The server's own schema judges the link before it is sent (loaded on demand: VideoLinkForm). */
export const checkVideoLink: FormCheck<VideoLinkValues, VideoLinkInput> = (values) => {
  const parsed = videoLinkSchema.safeParse({ videoLink: values.videoLink.trim() });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problems: fieldProblems(fieldErrors(parsed.error.issues), VIDEO_LINK_FIELDS) };
};
