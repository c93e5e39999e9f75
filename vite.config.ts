import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The Node server (npm run dev starts it on :3000); the Vite dev server forwards these paths to it. */
const SERVER = 'http://localhost:3000';
const serverPaths = [
  '/api',
  '/uploads',
  '/healthz',
  '/contact',
  '/voorwaarden',
  '/privacy',
  '/email/verify',
  '/dev/mail',
];

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    // No source maps in the build `npm start` serves: they would publish the client's source.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate React and Relay in the browser cache.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'relay', test: /[\\/]node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|nullthrows)[\\/]/ },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    // Relay graphql`` tags → imports of the generated artifacts (relay.config.js: eagerEsModules,
    // artifactDirectory ./client/__generated__). Options are passed here: the Babel plugin's own
    // config discovery does not read relay.config.js's `module.exports` export.
    babel({
      include: /[/\\]client[/\\].*\.tsx?$/,
      plugins: [['relay', { artifactDirectory: fromRoot('./client/__generated__'), eagerEsModules: true }]],
    }),
  ],
  css: {
    transformer: 'lightningcss',
    // @custom-media --sm/--md/--lg from client/styles/media.css.
    lightningcss: { drafts: { customMedia: true } },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: SERVER, ws: true, changeOrigin: false },
      ...Object.fromEntries(serverPaths.map((path) => [path, { target: SERVER }])),
    },
  },
  preview: {
    port: 4173,
  },
});
