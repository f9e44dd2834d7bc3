// Media the catalogue imports: the build turns each into its URL (rspack.base.js, asset rules).
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
/** A picture: its root path /images/<name>.<hash>.webp, the same in the server build and the browser build. */
declare module '*.webp' {
  const url: string;
  export default url;
}
