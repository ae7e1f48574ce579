import type { AppLoadContext } from "../../../server/app-context.ts";
import {
  CERTIFICATE_FILE_FIELD,
  CERTIFICATE_MISSING_MESSAGE,
  certificateUploadSchema,
} from "../../../core/tax-certificate.ts";
import type { BuyerViewer } from "../../../core/viewer.ts";
import { acceptFields, readForm, refusedNotAForm, serviceRefusal } from "../forms/form-action.server.ts";
import type { FormFields } from "../forms/form-result.ts";

/** A posted file part: a Blob with a name (told by shape: FormData's File). */
const isFile = (value: unknown): value is Blob & { name: string } =>
  typeof value === "object" && value !== null && "arrayBuffer" in value && "name" in value;

/**
 * Takes a multipart upload of a tax-exemption certificate: the usual guards and the state's schema, then
 * the file's bytes to the service (which checks size and type by content). Answers the refusal to return,
 * or null once stored.
 */
export async function uploadCertificate(request: Request, context: AppLoadContext, viewer: BuyerViewer) {
  const form = await readForm(request);
  if (!form) return refusedNotAForm();
  const fields: FormFields = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] ??= value;
  const accepted = await acceptFields(fields, context, {
    bucket: "tax-certificate",
    schema: certificateUploadSchema,
    input: (f) => f,
  });
  if (!accepted.ok) return accepted.response;
  const file = form.get(CERTIFICATE_FILE_FIELD);
  try {
    if (!isFile(file) || file.size === 0) {
      throw Object.assign(new Error(CERTIFICATE_MISSING_MESSAGE), {
        status: 400,
        fields: { [CERTIFICATE_FILE_FIELD]: CERTIFICATE_MISSING_MESSAGE },
      });
    }
    await context.services.billing.certificates.upload(viewer, {
      state: accepted.data.state,
      siteId: accepted.data.siteId,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
  } catch (error) {
    return serviceRefusal(error, accepted.values);
  }
  return null;
}
