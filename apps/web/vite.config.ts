import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPageIcons } from './vite-first-page-icons.ts';
import { precompress } from './vite-precompress.ts';
import { pureContracts } from './vite-pure-contracts.ts';

// The API server runs beside the dev server; its port moves in tests, hence the variable.
const apiTarget = `http://127.0.0.1:${process.env.LINGUA_API_PORT || 3000}`;
const proxy = {
  '/openApi': { target: apiTarget, changeOrigin: true, ws: true },
  '/files': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), pureContracts(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'first-page-icons', test: firstPageIcons(import.meta.dirname) }] },
      },
    },
  },
});
