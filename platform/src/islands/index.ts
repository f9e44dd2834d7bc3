export { island } from './island';
export { hydrateIslands, type HydrateIslandsOptions } from './hydrate-islands';
export { IslandWrapperContext, type IslandWrapper } from './island-host';
export { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_HYDRATED_EVENT, ISLAND_ID_PREFIX_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-markup';
