import { DataDirBusyError } from "../db/data-dir-lock.ts";

/**
 * The shape of `npm run backup` and `npm run restore`: a missing FILE prints the usage (exit 2), a
 * PostgreSQL configuration names the PostgreSQL tool instead (exit 2), a refusal or failure is one line
 * (exit 1), success one line (exit 0).
 */
export async function runOrExit(command: {
  usage: string;
  file: string | undefined;
  postgres: string | undefined;
  run(file: string): Promise<string>;
}): Promise<void> {
  if (command.postgres) return exit(command.postgres, 2);
  if (!command.file) return exit(command.usage, 2);
  try {
    process.stdout.write(`${await command.run(command.file)}\n`);
  } catch (error) {
    exit(error instanceof DataDirBusyError ? error.message : `Failed: ${(error as Error).message}`, 1);
  }
}

function exit(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}
