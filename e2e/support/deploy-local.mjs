// "Deploys" the built apps the way a CDN upload would: copies each dist into the run's deploy
// folder (E2E_WORK, see paths.ts), and starts the database afresh, so every end-to-end run begins
// from the same state.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.resolve(root, process.env.E2E_WORK ?? 'e2e/.work');
const deploy = path.join(work, 'deploy');
rmSync(work, { recursive: true, force: true });
for (const app of ['shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office']) {
  const dist = path.join(root, app, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
    console.error(`${app} is not built: run npm run build first.`);
    process.exit(1);
  }
  cpSync(dist, path.join(deploy, app, 'dist'), { recursive: true });
}
// The embed (/embed.js and /embed/), built with the shell.
const embed = path.join(root, 'shell', 'dist-embed');
if (!existsSync(path.join(embed, 'embed.js'))) {
  console.error('The embed is not built: run npm run build first.');
  process.exit(1);
}
cpSync(embed, path.join(deploy, 'shell', 'dist-embed'), { recursive: true });
console.log(`deployed the built apps to ${deploy}`);
