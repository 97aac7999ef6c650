import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: "public",
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: "es2022",
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
