// Spec §8 form messages, in a module without zod so browser forms can show them without loading the schemas.
export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";
export const TERMS_MESSAGE = "Please accept the Terms of Service to continue";
export const SPAM_MESSAGE = "Your submission could not be accepted.";
export const NEWSLETTER_INVALID_MESSAGE = "Please enter a valid email address";
export const NEWSLETTER_SUCCESS_MESSAGE = "Thank you for subscribing! Check your email for confirmation.";
