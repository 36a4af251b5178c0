'use strict';
// codeloop's JavaScript test runner: loads the candidate as a script in this context (its
// top-level declarations become globals the tests see), then runs each test body with a frozen
// `assert` built from node:assert before any candidate code ran. A probe calls
// assert.observe / assert.observeThrows instead of the assertions: they send the canonical text
// of what they see (see codeloop's languages/probes.py) and decide nothing. Each result goes to
// descriptor 3 with the job's nonce, read from descriptor 4 first.
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
  let current = 0;
  const CAP = 1024;
  const isArray = Array.isArray;
  const objectKeys = Object.keys;
  const objectIs = Object.is;
  const isInteger = Number.isInteger;
  const sortStrings = (list) => Array.prototype.sort.call(list);
  const BufferByteLength = Buffer.byteLength;
  const quote = JSON.stringify;
  const fnv = (text, h) => {
    const bytes = BufferFrom(text, 'utf8');
    for (let i = 0; i < bytes.length; i++) {
      h = ((h ^ BigInt(bytes[i])) * 0x100000001b3n) & 0xffffffffffffffffn;
    }
    return h.toString(16).padStart(16, '0');
  };
  const show = (v) => {
    if (v === null || v === undefined) return 'null';
    const type = typeof v;
    if (type === 'boolean') return v ? 'true' : 'false';
    if (type === 'bigint') return String(v);
    if (type === 'number') {
      if (v !== v) return 'nan';
      if (v === Infinity) return 'inf';
      if (v === -Infinity) return '-inf';
      if (objectIs(v, -0)) return '0';
      return String(v);  // shortest round-trip text; integers without a point
    }
    if (type === 'string') return quote(v);
    if (isArray(v)) {
      const parts = [];
      for (let i = 0; i < v.length; i++) parts[i] = show(v[i]);
      return '[' + parts.join(',') + ']';
    }
    if (v instanceof Map) {
      const parts = [];
      for (const [key, value] of v) parts[parts.length] = show(key) + ':' + show(value);
      return '{' + sortStrings(parts).join(',') + '}';
    }
    if (v instanceof Set) {
      const parts = [];
      for (const x of v) parts[parts.length] = show(x);
      return '#{' + sortStrings(parts).join(',') + '}';
    }
    if (type === 'object') {
      const parts = [];
      for (const key of objectKeys(v)) parts[parts.length] = quote(key) + ':' + show(v[key]);
      return '{' + sortStrings(parts).join(',') + '}';
    }
    throw new TypeError('codeloop cannot observe a ' + type);
  };
  const emit = (site, text) => {
    if (BufferByteLength(text, 'utf8') > CAP) {
      text = '#' + BufferByteLength(text, 'utf8') + ':' + fnv(text, 0xcbf29ce484222325n) +
        fnv(text, 0xcbf29ce484222325n ^ 0x9e3779b97f4a7c15n);
    }
    const hex = BufferFrom(text, 'utf8').toString('hex');
    writeSync(3, `CLO1 ${nonce} ${current} ${site} ${hex}\n`);
  };
  class Stop extends Error {}
  assert.observe = (site, value) => emit(site, show(value));
  assert.observeThrows = (site, block, keys) => {
    try {
      block();
    } catch (err) {
      const seen = {};
      for (const key of keys) seen[key] = err === null || err === undefined ? undefined : err[key];
      emit(site, 'threw ' + show(seen));
      return;
    }
    emit(site, 'did not throw');
  };
  assert.observeFail = (site) => {
    emit(site, 'reached fail()');
    throw new Stop();
  };
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
    current = k;
    try {
      tests[k](assert);
    } catch (err) {
      if (err instanceof Stop) {
        report(k, 'passed', '');
        continue;
      }
      status = err instanceof AssertionError ? 'failed' : 'error';
      message = err && err.message !== undefined ? err.message : String(err);
    }
    report(k, status, message);
  }
})();
