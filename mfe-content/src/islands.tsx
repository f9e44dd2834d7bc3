import { island } from '@ama/platform';
import { ConsentSettingsButton } from './content/ConsentSettingsButton';
import { RingSizeTool } from './guides/ring-size/RingSizeTool';

/**
 * The content area's islands (docs/adr-009-islands.md): on the first page only these hydrate; the
 * documents around them (text, pictures, links, the FAQ's native <details>) stay the server's HTML.
 */

/** /guides/ring-size: the converter from millimetres to sizes. */
export const RingSizeToolIsland = island('content/ring-size-tool', RingSizeTool);
/** A document's `consentSettings` block (the cookie policy): reopens the cookie banner. */
export const ConsentSettingsIsland = island('content/consent-settings', ConsentSettingsButton);
