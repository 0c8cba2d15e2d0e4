import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app in production; in development Vite proxies the API and media to it.
export default defineConfig({
  plugins: [react()],
  build: { manifest: true, target: 'es2022', sourcemap: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
