'use strict';
// codeloop's JavaScript test runner: loads the candidate as a script in this context (its
// top-level declarations become globals the tests see), then runs each test body with a frozen
// `assert` built from node:assert before any candidate code ran. Each result goes to
// descriptor 3 with the job's nonce, read from descriptor 4 first and kept in this closure only.
const fs = require('node:fs');
const vm = require('node:vm');
const nodeAssert = require('node:assert');

(function main() {
  const nonce = fs.readFileSync(4, 'latin1').trim();
  const writeSync = fs.writeSync;
  const readFileSync = fs.readFileSync;
  const runInThisContext = vm.runInThisContext;
  const AssertionError = nodeAssert.AssertionError;
  const BufferFrom = Buffer.from;
  const names = ['ok', 'equal', 'notEqual', 'strictEqual', 'notStrictEqual', 'deepEqual',
    'deepStrictEqual', 'notDeepStrictEqual', 'throws', 'doesNotThrow', 'match', 'fail'];
  const assert = function assert(value, message) { nodeAssert.ok(value, message); };
  for (const name of names) {
    assert[name] = nodeAssert[name];
  }
  Object.freeze(assert);
  const [solutionPath, testsPath, startArg] = process.argv.slice(2);
  const report = (k, status, message) => {
    const hex = BufferFrom(String(message), 'utf8').toString('hex');
    writeSync(3, `CLR1 ${nonce} ${k} ${status} ${hex}\n`);
  };
  const start = Number(startArg);
  globalThis.require = require;
  globalThis.module = { exports: {} };
  globalThis.exports = globalThis.module.exports;
  try {
    runInThisContext(readFileSync(solutionPath, 'utf8'), { filename: 'solution.js' });
  } catch (err) {
    report(start, 'setup', err && err.stack ? err.stack : String(err));
    return;
  }
  const tests = runInThisContext(readFileSync(testsPath, 'utf8'), { filename: 'tests.js' });
  for (let k = start; k < tests.length; k++) {
    let status = 'passed';
    let message = '';
    try {
      tests[k](assert);
    } catch (err) {
      status = err instanceof AssertionError ? 'failed' : 'error';
      message = err && err.message !== undefined ? err.message : String(err);
    }
    report(k, status, message);
  }
})();
