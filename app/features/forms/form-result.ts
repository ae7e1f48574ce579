/** A posted form's text fields by name. */
export type FormFields = Record<string, string>;

/** A page action's refusal: the form message, each field's error, and what was posted, to show again. */
export interface FormRefused {
  ok: false;
  message: string;
  fields: Record<string, string>;
  values: FormFields;
}

/** A page action's acceptance, with the message the form shows. */
export interface FormAccepted {
  ok: true;
  message: string;
}

export type FormResult = FormAccepted | FormRefused;
