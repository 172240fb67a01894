// The Prometheus rules (ops/prometheus/rules.yml, docs/operations.md#alerts): `promtool check rules`
// and `promtool test rules` of ops/prometheus/rules.test.yml, where each alert fires on a synthetic
// series and stays silent on a healthy one. Skipped, saying so, where promtool is not installed
// (Debian's `prometheus` package has it; .ci/run installs it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'ops', 'prometheus');
const found = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
if (found.error) {
  console.log('Prometheus rules: SKIPPED, promtool is not installed (apt-get install prometheus; .ci/run installs it).');
  process.exit(0);
}
let failed = 0;
for (const args of [
  ['check', 'rules', 'rules.yml'],
  ['test', 'rules', 'rules.test.yml'],
]) {
  console.log(`$ promtool ${args.join(' ')}`);
  const result = spawnSync('promtool', args, { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
const tests = (await import('node:fs')).readFileSync(path.join(dir, 'rules.test.yml'), 'utf8').match(/^ {2}- name: /gm)?.length ?? 0;
console.log(`Prometheus rules: ${failed ? 'FAILED' : `${tests} rule tests passed`}`);
process.exit(failed ? 1 : 0);
