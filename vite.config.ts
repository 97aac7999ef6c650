import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { stripEndpointSchemas } from "./scripts/vite/strip-endpoint-schemas";

/**
 * The browser's chunks, grouped (docs/decisions/0035-first-paint-and-chunks.md): left to itself the
 * bundler made some 350 files, a phone's first page asked for 25 to 50 of them, most under 2 KB, and on
 * a slow connection each costs a round trip on one of six connections. The framework (React, React DOM,
 * React Router) is one file every page loads; the icons are grouped by the routes that use them, small
 * groups merged (docs/decisions/0035-first-paint-and-chunks.md).
 */
const CHUNK_GROUPS = [
  { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  {
    name: "icons",
    test: /node_modules[\\/]lucide-react[\\/]/,
    priority: 20,
    entriesAware: true,
    entriesAwareMergeThreshold: 2000,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  publicDir: "public",
  plugins: [tailwindcss(), reactRouter(), stripEndpointSchemas()],
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: CHUNK_GROUPS },
              // A grouped chunk is named after every route that shares it: the file keeps the group's name.
              chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.split("~")[0]}-[hash].js`,
            },
          },
        }),
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
}));
