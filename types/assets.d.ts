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
