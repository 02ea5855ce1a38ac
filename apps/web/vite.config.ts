import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Ports come from the environment so the start script and e2e tests can pick free ones.
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiTarget = `http://127.0.0.1:${apiPort}`;

const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/graphql': { target: apiTarget, changeOrigin: true },
  '/webhooks': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: webPort, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: webPort, strictPort: true, proxy },
  // The manifest lets scripts/bench-web.mjs measure what each route loads.
  // WEB_OUT_DIR lets several systems (a developer's, a test run's) each serve their own build.
  build: { manifest: true, sourcemap: false, outDir: process.env.WEB_OUT_DIR ?? 'dist', emptyOutDir: true },
});
