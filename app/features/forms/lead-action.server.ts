import { data, type HeadersFunction } from "react-router";
import type { AppLoadContext } from "../../../server/app-context.ts";
import type { ZodType } from "zod";
import { leadFormInput } from "../../../core/order-request.ts";
import type { FormAccepted } from "./form-result.ts";
import { acceptForm, serviceRefusal } from "./form-action.server.ts";
import { REDIRECT_HOME_HEADERS } from "./lead-form.tsx";

interface LeadActionOptions<T, A> {
  bucket: string;
  schema: ZodType<T>;
  /** What the page's URL attaches to the form, read on the server (the rebate page's energy estimate). */
  attach?(request: Request, context: AppLoadContext): Promise<A>;
  /** The service the JSON route calls with the same form. */
  submit(forms: AppLoadContext["services"]["sales"]["forms"], request: T, attached?: A): Promise<unknown>;
  message: string;
}

/** The contact and rebate pages' action: the JSON route's guards and service, the spec's message. */
export function leadAction<T, A = undefined>({
  bucket,
  schema,
  attach,
  submit,
  message,
}: LeadActionOptions<T, A>) {
  return async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    const form = await acceptForm(request, context, { bucket, schema, input: leadFormInput });
    if (!form.ok) return form.response;
    try {
      await submit(context.services.sales.forms, form.data, await attach?.(request, context));
    } catch (error) {
      return serviceRefusal(error, form.values);
    }
    return data({ ok: true, message } satisfies FormAccepted, {
      status: 201,
      headers: REDIRECT_HOME_HEADERS,
    });
  };
}

/** The action's headers reach the page a browser without JavaScript gets (its 2 s 'refresh' home). */
export const actionHeaders: HeadersFunction = ({ actionHeaders }) => actionHeaders;
