// Preloaded into the Auth Emulator's process (NODE_OPTIONS=--require, see auth-emulator-config.mjs).
// firebase-tools serves the emulated Identity Toolkit API through exegesis, which by default compiles
// the JSON-schema validators of every operation of that API when the emulator starts: about 60% of
// the emulator's start-up CPU (ajv code generation), most of it for calls we never make. exegesis has
// an option to compile each validator on its first use instead (lazyCompileValidationSchemas), which
// firebase-tools does not set; this sets it. Requests are validated exactly as before.
'use strict';
const { createRequire } = require('node:module');

try {
  const fromCli = createRequire(require.resolve('firebase-tools/package.json'));
  const options = require(fromCli.resolve('exegesis/lib/options.js'));
  const compileOptions = options.compileOptions;
  if (typeof compileOptions === 'function')
    options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
} catch {
  // Another layout of firebase-tools: start as it would without this, only slower.
}
