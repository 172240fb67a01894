// Style sheets are bundled by Rspack; TypeScript only needs to know they can be imported.
declare module '*.css';

// The text of a style sheet, adopted where a component renders (mfe-shared/ui useStyleSheet).
declare module '*.css?inline' {
  const css: string;
  export default css;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

// The faces of the embed's fonts (mfe-shared/scripts/build-styles.mjs writes the file at build time).
declare module 'mfe-shared/embed-fonts.json' {
  const faces: Array<{ family: string; style: string; weight: string; display: string; file: string }>;
  export default faces;
}

// Where the build put the host's files, known only at run time (publicPath 'auto').
declare const __webpack_public_path__: string;
