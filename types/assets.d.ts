// Style sheets are bundled by Rspack; TypeScript only needs to know they can be imported.
declare module '*.css';

declare module '*.svg' {
  const url: string;
  export default url;
}
