// Preloaded into the Auth Emulator's process (NODE_OPTIONS=--import, see auth-emulator-config.mjs and
// decision 022). firebase-tools serves the emulated Identity Toolkit API through exegesis, which by
// default compiles the JSON-schema validators of every operation of that API when the emulator
// starts: about 60% of its start-up CPU (ajv code generation), most of it for calls we never make.
// exegesis has an option to compile each validator on its first use instead
// (lazyCompileValidationSchemas), which firebase-tools does not set; this sets it. Requests are
// validated exactly as before.
import { createRequire } from 'node:module';

try {
  const fromHere = createRequire(import.meta.url);
  const fromCli = createRequire(fromHere.resolve('firebase-tools/package.json'));
  // The CommonJS module exegesis itself loads (same path, same module cache).
  const options = fromCli(fromCli.resolve('exegesis/lib/options.js'));
  const compileOptions = options.compileOptions;
  if (typeof compileOptions === 'function')
    options.compileOptions = (given = {}) => compileOptions({ lazyCompileValidationSchemas: true, ...given });
} catch {
  // Another layout of firebase-tools: it starts as it would without this, only slower.
}
