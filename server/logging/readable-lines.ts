import { Writable } from "node:stream";

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO ",
  40: "WARN ",
  50: "ERROR",
  60: "FATAL",
};

/** Fields a readable line shows in its own words, or leaves out (pino's pid and hostname). */
const SHOWN = new Set([
  "level",
  "time",
  "pid",
  "hostname",
  "msg",
  "reqId",
  "req",
  "res",
  "responseTime",
  "err",
]);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [key: string]: unknown;
}

/**
 * One pino JSON record as a line a person reads in a terminal:
 * `14:02:03.120 INFO  9f2c41d0 request completed 201 in 12 ms` (the request id, then the message and
 * what the request and its answer were), other fields as key=value, an error's stack below it.
 * Anything that is not a JSON record passes through as it is.
 */
export function readableLine(text: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(text) as LogRecord;
  } catch {
    return text.endsWith("\n") ? text : `${text}\n`;
  }
  const parts = [
    new Date(record.time ?? Date.now()).toISOString().slice(11, 23),
    LEVELS[record.level ?? 30] ?? String(record.level),
  ];
  if (record.reqId) parts.push(record.reqId);
  parts.push(record.msg ?? "");
  if (record.req) parts.push(`${record.req.method ?? ""} ${record.req.url ?? ""}`);
  if (record.res?.statusCode !== undefined) parts.push(String(record.res.statusCode));
  if (record.responseTime !== undefined) parts.push(`in ${Math.round(record.responseTime)} ms`);
  for (const [key, value] of Object.entries(record)) {
    if (!SHOWN.has(key)) parts.push(`${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
  }
  const stack = record.err ? `\n${record.err.stack || record.err.message || ""}` : "";
  return `${parts.filter(Boolean).join(" ")}${stack}\n`;
}

/** A pino destination that writes readable lines to `out` (stdout unless given). */
export function readableLines(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, done) {
      const text = chunk.toString();
      out.write(
        text
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map(readableLine)
          .join(""),
      );
      done();
    },
  });
}
