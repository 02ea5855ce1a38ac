// What the fan app's and the console's vite.config.ts share. Plain JavaScript (typed by vite.d.ts):
// Vite loads a config's package imports with Node as they are, without compiling them.
import { loadEnv } from 'vite';

/**
 * A production build without its settings fails here, not in front of a user: `missing` names the
 * unset ones (none for an Auth Emulator build), `refusal` says which to set and where it is told.
 * @type {import('./vite').requireProductionEnv}
 */
export function requireProductionEnv(missing, refusal) {
  return {
    name: 'require-production-env',
    apply: 'build',
    configResolved(config) {
      const names = missing(loadEnv(config.mode, config.envDir || config.root, 'VITE_'));
      if (names.length > 0) throw new Error(refusal(names.join(', ')));
    },
  };
}

/**
 * The development server and the preview of a build: on 127.0.0.1 at exactly `port` (the start
 * script and the e2e runs pick free ones), with `proxy` to the API.
 * @type {import('./vite').localServer}
 */
export function localServer(port, proxy) {
  const server = { host: '127.0.0.1', port, strictPort: true, proxy };
  return { server, preview: { ...server } };
}

/**
 * `composes: x from './other.module.css'` brings the other file's rules in without their file
 * (postcss-modules parses them from a string), and Vite's URL rewriting then warns on every start
 * and build that their url()s could not be rebased. The shared blocks have no url() and must not:
 * one that does fails here, naming the rule. The rest are attributed to the file that composes
 * them, which is what they are part of.
 * @type {import('./vite').composedRulesCheck}
 */
export function composedRulesCheck() {
  return {
    postcssPlugin: 'composed-rules-check',
    OnceExit(root) {
      const input = root.source?.input;
      if (!input?.file) return;
      root.walkDecls((decl) => {
        if (decl.source?.input?.file) return;
        if (/url\(|image-set\(/i.test(decl.value))
          throw decl.error(`A rule composed from another CSS module may not use url() (in ${input.file})`);
        decl.source = { ...decl.source, input };
      });
    },
  };
}
