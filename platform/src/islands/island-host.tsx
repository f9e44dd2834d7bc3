import { createContext, useContext, type ReactNode } from 'react';

/**
 * What an island needs around it when it is rendered as a root of its own: its remote's scope and a
 * router. The remote's server root and its browser app provide the same wrapper, so an island's
 * server markup and its hydration see the same tree.
 */
export type IslandWrapper = (island: ReactNode) => ReactNode;

const identity: IslandWrapper = (island) => island;

export const IslandWrapperContext = createContext<IslandWrapper>(identity);
export const useIslandWrapper = () => useContext(IslandWrapperContext);

/** True inside an island: an island in an island is rendered as part of it, not as a root of its own. */
export const InsideIslandContext = createContext(false);
export const useInsideIsland = () => useContext(InsideIslandContext);
