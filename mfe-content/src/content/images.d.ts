// `?inline` imports are data: URLs (rspack.base.js).
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
