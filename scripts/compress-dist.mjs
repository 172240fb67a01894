// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text asset of a
// built app, once at build time, for @fastify/static's `preCompressed` to send as they are
// (api/src/routes/web/static-files.ts). Each app's `build` script runs it after rspack, so building one
// app alone (`npm run build -w mfe-appeal`) produces them too.
// Files under 1 KB are left alone (the headers cost about as much as compression saves), and so
// is a file whose compressed copy would not be at least 20% smaller; source maps are skipped.
// Usage: node scripts/compress-dist.mjs <dist folder>...
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEXT_FILE = /\.(?:js|mjs|cjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;
const MAX_RATIO = 0.8;
const ENCODINGS = [
  {
    ext: '.br',
    compress: promisify(zlib.brotliCompress),
    options: (size) => ({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
  { ext: '.gz', compress: promisify(zlib.gzip), options: () => ({ level: zlib.constants.Z_BEST_COMPRESSION }) },
];

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Compresses one file; returns the bytes written per encoding (nothing when it is skipped). */
async function compressFile(file) {
  const bytes = await readFile(file);
  const written = {};
  for (const { ext, compress, options } of ENCODINGS) {
    const target = file + ext;
    const compressed = bytes.length >= MIN_BYTES ? await compress(bytes, options(bytes.length)) : undefined;
    if (compressed && compressed.length <= bytes.length * MAX_RATIO) {
      await writeFile(target, compressed);
      written[ext] = compressed.length;
    } else {
      // A copy left from an earlier build would be served in place of the new file.
      await rm(target, { force: true });
    }
  }
  return { file, raw: bytes.length, written };
}

/** Runs `task` on every item, `limit` at a time (zlib's async calls run on libuv's thread pool). */
async function eachLimited(items, limit, task) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function compressDist(dir) {
  const files = await filesUnder(dir);
  // Compressed copies whose source is gone would outlive it (rspack's `clean` removes them; a copy by hand may not).
  const sources = new Set(files);
  const orphans = files.filter((file) => /\.(?:br|gz)$/.test(file) && !sources.has(file.replace(/\.(?:br|gz)$/, '')));
  await Promise.all(orphans.map((file) => rm(file, { force: true })));
  const texts = files.filter((file) => TEXT_FILE.test(file));
  return eachLimited(texts, Math.max(1, availableParallelism()), compressFile);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('Usage: node scripts/compress-dist.mjs <dist folder>...');
    process.exit(2);
  }
  for (const dir of dirs) {
    if (!(await stat(dir).catch(() => null))?.isDirectory()) {
      console.error(`compress-dist: ${dir} is not a folder (build the app first).`);
      process.exit(1);
    }
    const started = performance.now();
    const results = (await compressDist(dir)).filter((result) => result.written['.br'] || result.written['.gz']);
    const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
    console.log(
      `compress-dist ${path.relative(REPO_ROOT, path.resolve(dir))}: ${results.length} files, ${kb(sum((r) => r.raw))} -> br ${kb(sum((r) => r.written['.br'] ?? r.raw))}, ` +
        `gzip ${kb(sum((r) => r.written['.gz'] ?? r.raw))} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
