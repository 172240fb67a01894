import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvironmentError, LIMIT_VARIABLES, readEnvironment, VARIABLES } from '../src/infrastructure/config/environment';
import { LIMITED_WRITES, readLimits } from '../src/infrastructure/config/limit-settings';
import { REPO_ROOT } from '../src/infrastructure/paths';

/** The server's environment, one schema (api/src/infrastructure/config/environment.ts; README "Settings"). */
describe('the environment', () => {
  it('gives every variable its default when nothing is set', () => {
    const config = readEnvironment({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: 'localhost',
      DATABASE_URL: undefined,
      FILE_STORE: 'disk',
      MAIL_FROM: 'no-reply@assessor-portal.localhost',
      TRUST_PROXY: false,
    });
    expect(config.DEMO).toEqual({ counties: true, staffAccounts: true });
    expect(config.COMPER_PUBLIC_URL).toBe('http://localhost:8081');
    expect(readEnvironment({ DATABASE_URL: 'postgres://localhost/portal' }).FILE_STORE).toBe('database');
    expect(readEnvironment({ NODE_ENV: 'production' }).DEMO).toEqual({ counties: false, staffAccounts: false });
  });

  it('stops the start with every wrong variable listed, each saying what it should be', () => {
    const start = () =>
      readEnvironment({
        PORT: 'eighty',
        TRUST_PROXY: 'true',
        DEMO: 'maybe',
        LIMIT_APPEALS_PER_ADDRESS: 'lots',
        LIMIT_APEALS_PER_ADDRESS: '5/1m',
        SMTP_URL: 'mail server',
        HOME: '/root',
      });
    expect(start).toThrow(EnvironmentError);
    const problems = (() => {
      try {
        start();
      } catch (error) {
        return (error as EnvironmentError).problems;
      }
    })()!;
    expect(problems).toHaveLength(6);
    for (const name of ['PORT', 'TRUST_PROXY', 'DEMO', 'LIMIT_APPEALS_PER_ADDRESS', 'LIMIT_APEALS_PER_ADDRESS', 'SMTP_URL']) {
      expect(problems.filter((problem) => new RegExp(`^${name}\\b(?!_)`).test(problem))).toHaveLength(1);
    }
    expect(problems).toContain('LIMIT_APEALS_PER_ADDRESS is not a setting of the portal; the limits are listed in api/README.md "Limits".');
  });

  it('reads the process environment itself, which is not a plain object', () => {
    expect(() => readEnvironment(process.env)).not.toThrow();
  });

  it('lists every variable the limits read, and only those', () => {
    // Each listed name is one the limits read: a wrong value of it is refused by name.
    for (const name of LIMIT_VARIABLES) expect(() => readLimits({ [name]: 'not a limit' })).toThrow(name);
    // And every limit the limits know is listed (the per-write ones are the most numerous).
    for (const write of Object.values(LIMITED_WRITES)) expect(LIMIT_VARIABLES).toEqual(expect.arrayContaining([`LIMIT_${write}_PER_ADDRESS`, `LIMIT_${write}_PER_COUNTY`]));
  });

  it('is the table of variables in the READMEs, both ways', () => {
    const tables = ['README.md', 'api/README.md'].map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8')).join('\n');
    const documented = new Set<string>();
    for (const [, cell] of tables.matchAll(/^\| ((?:`[A-Z][A-Z0-9_]*`(?:, )?)+) \|/gm)) {
      for (const [, name] of cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) {
        // The limits' table names each write; its variables are LIMIT_{write}_PER_ADDRESS and _PER_COUNTY.
        if ((Object.values(LIMITED_WRITES) as string[]).includes(name)) documented.add(`LIMIT_${name}_PER_ADDRESS`).add(`LIMIT_${name}_PER_COUNTY`);
        else documented.add(name);
      }
    }
    // Read by the scripts that start the cluster, and by OpenTelemetry's SDK (infrastructure/tracing), not by the server's schema.
    const scripts = ['API_PROCESSES', 'CLUSTER_DIR', 'PROMETHEUS_PORT', 'OTEL_EXPORTER_OTLP_ENDPOINT'];
    const read = Object.keys(VARIABLES);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !read.includes(name) && !scripts.includes(name))).toEqual([]);
  });
});
