import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { composedRulesCheck, localServer, requireProductionEnv } from '@fan/web-kit/vite';
import { isEmulatorBuild, missingProductionEnv } from './src/config/production-env.ts';

// The operators' console: at the root of an origin of its own (its own nginx `server` and host name in
// production, deploy/nginx.conf; its own port in development: CONSOLE_PORT, which start-all sets),
// talking to the API's operators' endpoint /ops/graphql on that same origin (here: proxied).
const apiPort = Number(process.env.API_PORT ?? 4000);
const consolePort = Number(process.env.CONSOLE_PORT ?? 5174);
const proxy = { '/ops/graphql': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: true } };

export default defineConfig(({ mode }) => ({
  base: '/',
  plugins: [
    react(),
    // A production build without its Firebase settings fails, not in front of an operator.
    requireProductionEnv(
      missingProductionEnv,
      (names) => `Console production build: set ${names} (README "Web configuration").`,
    ),
  ],
  // A literal, so a production build drops the emulator connection (src/vite-env.d.ts).
  define: {
    __EMULATOR_BUILD__: JSON.stringify(isEmulatorBuild(loadEnv(mode, import.meta.dirname, 'VITE_'))),
  },
  ...localServer(consolePort, proxy),
  // CONSOLE_OUT_DIR lets several systems (a developer's, a test run's) each serve their own build.
  // Rules composed from another CSS module: checked for url() and given the composing file (web-kit).
  css: { postcss: { plugins: [composedRulesCheck()] } },
  build: { sourcemap: false, outDir: process.env.CONSOLE_OUT_DIR ?? 'dist', emptyOutDir: true },
}));
