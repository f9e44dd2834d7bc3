import { island } from '@ama/platform';
import { CustomDesignContent } from '../club/design/CustomDesignContent';
import '../club/club.css';
import '../club/design/design.css';

/**
 * /club/custom-design: the custom design service (docs/services.md#custom-design). Without a token the
 * public page, server-rendered and indexed: the service and the request form. With the token of the
 * link the e-mails carry (?token=…), the request's own page: the server renders its frame only, the
 * browser reads the request with the token in a header; never indexed. The whole content is one island
 * (club/custom-design), as the request turns the form into its page with a change of the query only. The
 * page is a chunk of its own (routes.tsx), so the island is known once that chunk has loaded.
 */
export const CustomDesignPage = island('club/custom-design', CustomDesignContent);
