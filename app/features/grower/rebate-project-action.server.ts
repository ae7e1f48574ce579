import { data } from "react-router";
import {
  newProjectFieldNames,
  newProjectFormSchema,
  newProjectInput,
  projectFormSchema,
  stepFormSchema,
  REBATE_STAGE_LABELS,
} from "../../../core/grower/rebate-projects.ts";
import type { AppLoadContext } from "../../../server/app-context.ts";
import type { RebateViewer } from "../../../server/grower/rebate-projects.ts";
import type { BuyerViewer } from "../../../core/viewer.ts";
import { acceptFields, readFields, refusedNotAForm, serviceRefusal } from "../forms/form-action.server.ts";
import type { FormResult } from "../forms/form-result.ts";

const BUCKET = "rebate-projects";

/** A project id from the URL; 0 (never found) for anything else. */
export const projectId = (param: string | undefined) => (/^\d{1,15}$/.test(param ?? "") ? Number(param) : 0);

/** The new-project form: a draft for the buyer's company; its id, or the refusal to return. */
export async function createProject(request: Request, context: AppLoadContext, viewer: BuyerViewer) {
  const values = await readFields(request);
  if (!values) return { ok: false as const, response: refusedNotAForm() };
  const form = await acceptFields(values, context, {
    bucket: BUCKET,
    schema: newProjectFormSchema,
    input: newProjectInput,
    fieldNames: newProjectFieldNames,
  });
  if (!form.ok) return form;
  try {
    const { line, quote, ...details } = form.data;
    return { ok: true as const, id: await context.services.rebates.create(viewer, details, line, quote) };
  } catch (error) {
    return { ok: false as const, response: serviceRefusal(error, values, newProjectFieldNames) };
  }
}

/**
 * Every form of a project's page, the buyer's and the rebate desk's alike: the details and fixture lines
 * of a draft, and the steps the rules allow.
 */
export async function projectAction(
  request: Request,
  context: AppLoadContext,
  viewer: RebateViewer,
  id: number,
) {
  const values = await readFields(request);
  if (!values) return refusedNotAForm();
  const rebates = context.services.rebates;
  if (values.intent === "step") {
    const form = await acceptFields(values, context, {
      bucket: BUCKET,
      schema: stepFormSchema,
      input: (f) => f,
    });
    if (!form.ok) return form.response;
    try {
      const { packetError } = await rebates.step(viewer, id, form.data);
      if (packetError) context.log.error({ err: packetError, project: id }, "rebate packet not kept");
    } catch (error) {
      return serviceRefusal(error, values);
    }
    return data({
      ok: true,
      message: `The project is now ${REBATE_STAGE_LABELS[form.data.to].toLowerCase()}.`,
    } satisfies FormResult);
  }
  const form = await acceptFields(values, context, {
    bucket: BUCKET,
    schema: projectFormSchema,
    input: (f) => f,
  });
  if (!form.ok) return form.response;
  const request_ = form.data;
  try {
    if (request_.intent === "details") await rebates.updateDetails(viewer, id, request_);
    else if (request_.intent === "add-line") await rebates.addLine(viewer, id, request_);
    else if (request_.intent === "release") await rebates.releaseOrder(viewer, id, request_.orderNumber);
    else await rebates.removeLine(viewer, id, request_.lineId);
  } catch (error) {
    return serviceRefusal(error, values);
  }
  const messages = {
    details: "Details saved.",
    "add-line": "Fixture line added.",
    "remove-line": "Fixture line removed.",
    release: "The order is released: it is placed like any other order.",
  };
  return data({ ok: true, message: messages[request_.intent] } satisfies FormResult);
}
