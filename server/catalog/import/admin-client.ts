import { request } from "node:http";
import type { Provider } from "../../../core/catalog-types.ts";
import { ADMIN_SECRET_HEADER, type AdminFile } from "./data-dir-guard.ts";
import type { ImportProgress, ImportSummary } from "./import-service.ts";

export interface RemoteImport {
  provider: Provider;
  file?: string;
  url?: string;
  allowDiscontinue?: boolean;
  allowProviderMismatch?: boolean;
}

type Line = { progress: ImportProgress } | { summary: ImportSummary } | { error: string };

/**
 * Runs an import in the server that holds the data directory, through POST /api/admin/import on
 * loopback. node:http, not fetch: a large import may take longer than fetch's header timeout.
 */
export function importThroughServer(
  admin: AdminFile & { port: number },
  body: RemoteImport,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: admin.port,
        path: "/api/admin/import",
        method: "POST",
        headers: { "content-type": "application/json", [ADMIN_SECRET_HEADER]: admin.secret },
      },
      (res) => {
        res.setEncoding("utf8");
        let buffer = "";
        let result: Line | undefined;
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let newline: number;
          while ((newline = buffer.indexOf("\n")) >= 0) {
            const text = buffer.slice(0, newline).trim();
            buffer = buffer.slice(newline + 1);
            if (!text) continue;
            const line = JSON.parse(text) as Line;
            if ("progress" in line) onProgress(line.progress);
            else result = line;
          }
        });
        res.on("end", () => {
          if (res.statusCode !== 200) {
            const message = (() => {
              try {
                return (JSON.parse(buffer) as { error: { message: string } }).error.message;
              } catch {
                return buffer || `status ${res.statusCode}`;
              }
            })();
            reject(new Error(`the server refused the import: ${message}`));
          } else if (result && "summary" in result) resolve(result.summary);
          else
            reject(
              new Error(
                result && "error" in result ? result.error : "the server ended the import without a result",
              ),
            );
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}
