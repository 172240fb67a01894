// The api tests' jest environment: Node's, with the sandbox's Date the same as Node's own. The large
// libraries load outside the sandbox (load-outside-sandbox.ts), so a Date made in a test or in the
// code under test reaches pg, PGlite and drizzle from another realm, where `instanceof Date` is
// false and a raw SQL parameter is sent as an object. One Date for both keeps that true, as it is
// in the server.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads a test environment as CommonJS
const { TestEnvironment } = require('jest-environment-node');

class ApiEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Date = Date;
  }
}

module.exports = ApiEnvironment;
