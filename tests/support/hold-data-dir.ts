import { lockDataDir, type LockAddressKind } from "../../server/db/data-dir-lock.ts";

// Holds the lock on argv[2] (address kind argv[3]) and prints "holding" until it is killed.
await lockDataDir(process.argv[2], "test holder", process.argv[3] as LockAddressKind);
process.stdout.write("holding\n");
setInterval(() => {}, 60_000);
