// Build-time Vite plugin (imported by vite.config.ts, never by the app).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Route paths and their screen modules, read from the route table (src/app/router.tsx). */
function routeScreens(root: string) {
  const source = readFileSync(resolve(root, 'src/app/router.tsx'), 'utf8');
  const guestBlock = /const guestRoutes[\s\S]*?\n\];/.exec(source)?.[0] ?? '';
  const screens: { path: string; module: string; guest: boolean }[] = [];
  for (const match of source.matchAll(/path: '([^']+)',\s*lazy: screen\(\(\) => import\('([^']+)'\)\)/g)) {
    const [, path, specifier] = match;
    screens.push({
      path: `/${path}`,
      module: resolve(root, 'src/app', `${specifier}.tsx`),
      guest: guestBlock.includes(`path: '${path}'`),
    });
  }
  if (screens.length === 0) throw new Error('preload-route-chunks: no routes found in src/app/router.tsx');
  return screens;
}

/**
 * The entry downloads, runs, and only then asks the router for the screen's chunks: one round trip
 * after another on a phone. This adds a few lines to index.html that, for the URL being opened,
 * start downloading those chunks (the screen, DataLayout where it applies, Firebase) beside the entry.
 */
export function preloadRouteChunks(): Plugin {
  let root = '';
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const byModule = new Map(chunks.map((c) => [c.facadeModuleId, c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const loadedWithEntry = new Set<string>();
        const closure = (fileName: string, into: Set<string>) => {
          if (into.has(fileName) || loadedWithEntry.has(fileName)) return;
          into.add(fileName);
          for (const next of byFile.get(fileName)?.imports ?? []) closure(next, into);
        };
        if (entry) closure(entry.fileName, loadedWithEntry);
        const filesOf = (module: string) => {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`preload-route-chunks: no chunk for ${module}`);
          const files = new Set<string>();
          closure(chunk.fileName, files);
          return [...files];
        };
        const shared = {
          data: filesOf(resolve(root, 'src/app/DataLayout.tsx')),
          firebase: filesOf(resolve(root, 'src/lib/firebase.ts')),
        };
        // Files once, routes as indexes into them: the map stays about 1 kB gzip in the page.
        // rel=preload (as=script, crossorigin like the module scripts, so the fetch is reused), not
        // modulepreload: inserting a modulepreload link costs the main thread about three times as
        // much, and this script runs inside the page's first long task (Lighthouse /home and /points:
        // 84 vs 80 and 84 vs 78, medians of four interleaved runs each).
        const files: string[] = [];
        const prefix = `${assetsDir}/`;
        const indexOf = (file: string) => {
          if (!file.startsWith(prefix) || !file.endsWith('.js'))
            throw new Error(`preload-route-chunks: ${file} is not a chunk under ${prefix}`);
          const name = file.slice(prefix.length, -'.js'.length);
          if (!files.includes(name)) files.push(name);
          return files.indexOf(name);
        };
        const routes: Record<string, number[]> = {};
        for (const screen of routeScreens(root)) {
          const needed = new Set([
            ...filesOf(screen.module),
            ...shared.firebase,
            ...(screen.guest ? [] : shared.data),
          ]);
          routes[screen.path] = [...needed].map(indexOf);
        }
        const script =
          `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)}[location.pathname.replace(/\\/$/,'')];` +
          `if(r)r.forEach(function(i){var l=document.createElement('link');l.rel='preload';l.as='script';l.crossOrigin='';` +
          `l.href=${JSON.stringify(base + prefix)}+f[i]+'.js';document.head.appendChild(l);});})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
