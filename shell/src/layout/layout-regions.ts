/** The layout's roots, one per fixed region of index.html (see layout-app.tsx), in mounting order. */
export const LAYOUT_REGION_NAMES = ['layout-header', 'layout-footer', 'layout-overlays'] as const;
