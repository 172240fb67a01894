import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as singleton from '../src/index';

// The singleton's surface is a versioned contract (CHANGELOG.md): these checks make a change to it
// without a version, a CHANGELOG entry or a raised range in the apps that use it fail here, not in a
// browser under a shell deployed earlier.
const root = path.join(__dirname, '..', '..');
const contract: { exports: Record<string, string> } = JSON.parse(readFileSync(path.join(__dirname, '..', 'contract.json'), 'utf8'));
const packageVersion: string = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version;
const changelog = readFileSync(path.join(__dirname, '..', 'CHANGELOG.md'), 'utf8');

const parts = (version: string) => version.split('.').map(Number);
const atMost = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] < y[i];
  return true;
};
/** The lowest version a range such as '^2.1.0' or '~2.1.3' admits. */
const lowest = (range: string) => range.replace(/^[\^~>=\s]+/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Names an app imports at run time from the singleton ('mfe-shared', not a sub-path). */
function singletonImports(app: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(root, app, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import (type )?\{([^}]*)\} from 'mfe-shared';/g)) {
      if (match[1]) continue;
      for (const item of match[2].split(',')) {
        const name = item.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(' as ')[0].trim());
      }
    }
  }
  return names;
}

const apps = ['shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office'].filter((app) => {
  try {
    return statSync(path.join(root, app, 'package.json')).isFile();
  } catch {
    return false;
  }
});

it('lists exactly the run-time exports of the singleton in contract.json', () => {
  expect(Object.keys(singleton).sort()).toEqual(Object.keys(contract.exports).sort());
});

it('gives the package version and every export version an entry in CHANGELOG.md, none newer than the package', () => {
  for (const version of new Set([packageVersion, ...Object.values(contract.exports)])) {
    expect(changelog).toContain(`## ${version} (`);
    expect(atMost(version, packageVersion)).toBe(true);
  }
});

describe.each(apps)('%s', (app) => {
  const declared: string = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')).dependencies['mfe-shared'];

  it('declares a range of the current major of mfe-shared that the current version satisfies', () => {
    expect(parts(lowest(declared))[0]).toBe(parts(packageVersion)[0]);
    expect(atMost(lowest(declared), packageVersion)).toBe(true);
  });

  it('uses nothing of the singleton newer than the range it declares (the runtime checks that range)', () => {
    const tooNew = [...singletonImports(app)]
      .filter((name) => !contract.exports[name] || !atMost(contract.exports[name], lowest(declared)))
      .map((name) => `${name} (${contract.exports[name] ?? 'not in the contract'})`);
    expect(tooNew).toEqual([]);
  });
});
