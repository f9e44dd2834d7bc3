// Text into HTML for the build-time first paint (rspack.base.js, shell/static-layout.js): the one copy
// on the build side. The BFF keeps the same rule in bff/src/mail/escape-html.ts, because build scripts
// cannot load TypeScript and the BFF may import no code outside its own folder but @ama/contracts.
// Escaping all five characters makes the result safe as element text and in any quoted attribute.
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {unknown} text */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => ENTITIES[char]);

module.exports = { escapeHtml };
