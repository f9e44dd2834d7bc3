import './area-style.css';

/** On the root of every page of the area: its text links in the shop's look (area-style.css). */
export const AREA_CLASS = 'ama-events-area';

/** On a link alone on its line (not inside a sentence): a 44 px target. */
export const STANDALONE_LINK_CLASS = 'ama-events-standalone-link';
