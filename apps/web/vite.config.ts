import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { composedRulesCheck, localServer, requireProductionEnv } from '@fan/web-kit/vite';
import { preloadRouteChunks } from './src/config/preload-route-chunks.ts';
import { isEmulatorBuild, missingProductionEnv } from './src/config/production-env.ts';

// Ports come from the environment so the start script and e2e tests can pick free ones.
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiTarget = `http://127.0.0.1:${apiPort}`;

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/graphql': { target: apiTarget, changeOrigin: true },
  '/webhooks': { target: apiTarget, changeOrigin: true },
};

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // A production build without its external links and legal facts fails, not in front of a fan.
    requireProductionEnv(
      missingProductionEnv,
      (names) => `Production build: set ${names} (see README "Web configuration").`,
    ),
    preloadRouteChunks(),
  ],
  // A literal, so a production build drops the development tools' code (src/vite-env.d.ts).
  define: {
    __EMULATOR_BUILD__: JSON.stringify(isEmulatorBuild(loadEnv(mode, import.meta.dirname, 'VITE_'))),
  },
  ...localServer(webPort, proxy),
  // Rules composed from another CSS module: checked for url() and given the composing file (web-kit).
  css: { postcss: { plugins: [composedRulesCheck()] } },
  // The manifest lets scripts/bench-web.mjs measure what each route loads.
  // WEB_OUT_DIR lets several systems (a developer's, a test run's) each serve their own build.
  build: { manifest: true, sourcemap: false, outDir: process.env.WEB_OUT_DIR ?? 'dist', emptyOutDir: true },
}));
