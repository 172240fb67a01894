import { rspack, type Compilation, type Compiler } from '@rspack/core';

/** Chunks every first screen needs (named in rspack.config.base.ts and shell/src/index.ts). */
const START_UP_CHUNKS = new Set(['bootstrap', 'react', 'router', 'mfe-shared_src_index_ts']);
/** The two faces the first screen paints with (mfe-shared/styles: body text and headings). */
const START_UP_FONTS = /(^|\/)PublicSans-(Regular|Bold)\.[0-9a-f]+\.woff2$/;

type Tag = { tagName: string; voidTag: boolean; attributes: Record<string, string | boolean | undefined | null>; asset?: string };
const link = (attributes: Tag['attributes']): Tag => ({ tagName: 'link', voidTag: true, attributes });

/** Files of the start-up chunks and fonts, by kind, in a stable order. */
function startUpFiles(compilation: Compilation) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const chunk of compilation.chunks) {
    if (!START_UP_CHUNKS.has(String(chunk.name ?? chunk.id))) continue;
    for (const file of chunk.files) {
      if (file.endsWith('.js')) scripts.add(file);
      else if (file.endsWith('.css')) styles.add(file);
    }
  }
  const fonts = compilation
    .getAssets()
    .map((asset) => asset.name)
    .filter((name) => START_UP_FONTS.test(name));
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), fonts: fonts.sort() };
}

/**
 * Without hints the first screen is a chain: index.html, then main.js, which asks for the bootstrap
 * chunk, whose loading asks for React, the router and mfe-shared, whose CSS names the fonts. The hints
 * in <head> let the browser request all of them while it parses the page (docs/architecture.md#start-up).
 * The data and the remotes' files are hinted by the server, which knows the county (api/src/routes/web/start-up-hints.ts).
 */
export class StartUpPreloadPlugin {
  constructor(private readonly publicPath: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('StartUpPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('StartUpPreloadPlugin', async (data) => {
        const { scripts, styles, fonts } = startUpFiles(compilation);
        const href = (file: string) => `${this.publicPath}${file}`;
        const hints = [
          ...styles.map((file) => link({ rel: 'preload', as: 'style', href: href(file) })),
          ...scripts.map((file) => link({ rel: 'preload', as: 'script', href: href(file) })),
          // Fonts are always fetched in CORS mode, so the hint must say crossorigin to be used.
          ...fonts.map((file) => link({ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: href(file) })),
        ];
        data.headTags = [...data.headTags, ...hints] as typeof data.headTags;
        return data;
      });
    });
  }
}
