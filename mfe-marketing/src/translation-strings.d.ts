// The parts of src/locales/*.json that load separately (src/string-groups.json, tools/webpack/translation-strings-loader.js).
declare module '*?strings=faq' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=resources' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=why-us' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=legal-pages' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=contact' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=needs-test' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=campaigns' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=referral' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=other-products' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=records' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=app-pages' {
  const strings: Record<string, unknown>;
  export default strings;
}

declare module '*?strings=legal' {
  const strings: Record<string, unknown>;
  export default strings;
}
