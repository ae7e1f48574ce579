// The specification's form messages, in a module without zod so browser forms can show them without loading the schemas.
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";
export const FIELD_REQUIRED_MESSAGE = "This field is required.";
export const TERMS_MESSAGE = "Please accept the Terms of Service to continue";
export const SPAM_MESSAGE = "Your submission could not be accepted.";
export const NEWSLETTER_INVALID_MESSAGE = "Please enter a valid email address";
export const NEWSLETTER_SUCCESS_MESSAGE = "Thank you for subscribing! Check your email for confirmation.";
export const CONTACT_SUCCESS_MESSAGE = "Thank you! Our team will contact you within 24 hours.";
export const REBATE_SUCCESS_MESSAGE = "Thank you! A rebate specialist will contact you within 24 hours.";
export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection and try again.";
export const serverErrorMessage = (status: number) => `Server error (${status}). Please try again.`;
export const UNKNOWN_ERROR_MESSAGE = "Something went wrong. Please try again.";
