import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets browser-test runs build beside a running shop without touching its build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
