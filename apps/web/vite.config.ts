import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const api = process.env.POD_API_URL ?? 'http://127.0.0.1:3101';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@pod/shared': shared } },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/auth': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/health': { target: api, changeOrigin: true },
    },
  },
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
});
