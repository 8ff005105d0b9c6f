// `locales/en.json?strings=<group>`: the sections of a translation file that one group of the folder's
// `string-groups.json` names (tools/webpack/translation-strings-loader.js); `core` is the rest.
declare module '*?strings=core' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=forms' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=journey' {
  const strings: Record<string, unknown>;
  export default strings;
}
