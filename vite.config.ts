import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The signed-in navbar's colour (Bootstrap's bg-dark): the installed app's title bar matches it. */
const THEME_COLOUR = '#212529';

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    // The installable app: a manifest, and a service worker that keeps every file of the build so
    // the screens open with the network down (docs/decisions.md, "The installable app").
    VitePWA({
      strategies: 'generateSW',
      // A new version waits until the app says so (pwa/UpdateNotice.tsx: never in the middle of a sale).
      registerType: 'prompt',
      // pwa/register.ts registers it, from main.tsx, in production builds only.
      injectRegister: false,
      // The icons are precached with the rest of the build's files (globPatterns), once.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Stocktill',
        short_name: 'Stocktill',
        description: 'Inventory and point of sale for small shops',
        start_url: '/pos',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every file of the build: the HTML, each screen's code and styles, fonts, icons and the
        // camera's barcode reader, so no screen depends on the network to open.
        // (The manifest is added by the plugin itself.)
        globPatterns: ['**/*.{js,css,html,woff,woff2,ttf,png,svg,ico,wasm}'],
        // The largest file is the camera's WebAssembly barcode reader (about 1 MB).
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Any app path opens the cached index.html; the router picks the screen.
        navigateFallback: '/index.html',
        // The API (and its documentation page) always goes to the server.
        navigateFallbackDenylist: [/^\/api(?:\/|$)/],
        // No runtime caching at all: an /api/ answer is never stored by the service worker.
        runtimeCaching: [],
        // The first install takes over the page at once, so the first visit already works offline.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
