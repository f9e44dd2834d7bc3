// Media the catalogue imports: the build turns each into its URL (rspack.base.js, asset rules).
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
/** A small picture inlined as a data: URL, the same string in the server build and the browser build. */
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
