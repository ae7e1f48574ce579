import { z } from "zod";
import { PROVIDERS } from "./catalog-types.ts";

/** Where staff upload a feed file; the server takes a larger body there, from staff only. */
export const IMPORT_UPLOAD_PATH = "/admin/imports";
/** The largest feed file the back office takes (the sample feeds are under 2 MB). */
export const IMPORT_UPLOAD_MAX_BYTES = 32 * 1024 * 1024;

export const FEED_FILE_NEEDED = "Choose the feed file to import (JSON or CSV).";
export const FEED_FILE_TOO_LARGE = `The feed file is larger than ${IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

/** The upload form's fields besides the file (which the action checks itself: a File is no text). */
export const importUploadSchema = z.object({
  provider: z.enum(PROVIDERS, { error: "Choose the supplier whose feed this is." }),
  allowDiscontinue: z.boolean(),
  allowProviderMismatch: z.boolean(),
});
