// A picture import is its URL, /images/<name>.<hash>.svg (rspack.base.js, the image rule).
declare module '*.svg' {
  const url: string;
  export default url;
}
