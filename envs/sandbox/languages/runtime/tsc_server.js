'use strict';
// A warm TypeScript compiler: typescript is loaded once and the parsed lib.*.d.ts files are
// kept between jobs, so a turn type-checks and emits only the job's own files.
// Protocol: one JSON request per line {"files": [...], "options": {...}}; one JSON answer per
// line {"ok": bool, "diagnostics": "..."}.
const readline = require('node:readline');
const ts = require(process.argv[2]);

const kept = new Map();
function compile(files, jsonOptions) {
  const { options, errors } = ts.convertCompilerOptionsFromJson(jsonOptions, '/');
  if (errors.length) {
    return { ok: false, diagnostics: ts.formatDiagnostics(errors, formatHost) };
  }
  const host = ts.createCompilerHost(options);
  const original = host.getSourceFile;
  host.getSourceFile = (name, version, onError, create) => {
    const keep = name.includes('/typescript/lib/') || name.startsWith('/cache/');
    if (keep && kept.has(name)) {
      return kept.get(name);
    }
    const file = original.call(host, name, version, onError, create);
    if (keep && file) {
      kept.set(name, file);
    }
    return file;
  };
  const program = ts.createProgram(files, options, host);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    return { ok: false, diagnostics: ts.formatDiagnostics(diagnostics, formatHost) };
  }
  const emitted = program.emit();
  return {
    ok: !emitted.emitSkipped,
    diagnostics: ts.formatDiagnostics(emitted.diagnostics, formatHost),
  };
}
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => '/',
  getNewLine: () => '\n',
};

// Parse the standard library once before the first job.
compile([`${__dirname}/env.d.ts`], { lib: ['es2022'], types: [], noEmit: true, strict: true });
process.stdout.write(JSON.stringify({ ready: true }) + '\n');
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  let answer;
  try {
    const request = JSON.parse(line);
    answer = compile(request.files, request.options);
  } catch (err) {
    answer = { ok: false, diagnostics: String(err && err.stack ? err.stack : err) };
  }
  process.stdout.write(JSON.stringify(answer) + '\n');
});
