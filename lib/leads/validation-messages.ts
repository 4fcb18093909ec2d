/**
 * Message keys. The server answers with these exact words and the forms translate them, so a 400
 * from the lead service and a form's own validation speak the same language (docs/spec.md §5).
 */
export const fieldMessages = {
  required: 'This field is required',
  phoneLength: 'Phone length should be 6',
  phoneWrong: 'The phone number is wrong',
  emailWrong: 'Email format is wrong',
  tooLong: 'This value is too long',
  notValid: 'This value is not valid',
  cvFileType: 'The file must be a PDF or Word document',
  cvFileTooLarge: 'The file is too large',
  markup: 'Please remove the < and > characters',
  controlCharacters: 'Please remove invisible control characters',
} as const;

export type FieldMessageKey = keyof typeof fieldMessages;
export type FieldMessage = (typeof fieldMessages)[FieldMessageKey];

/** Field path (`name`, `questions.0.answer`) → the first message for that field. */
export type FieldErrors = Partial<Record<string, FieldMessage>>;

/** The `message` of every answer of the lead service. */
export const answerMessages = {
  success: 'Success',
  formSent: 'Information was sent successfully!',
  checkFields: 'Please check the highlighted fields',
  unreadableBody: 'The request could not be read',
  unsupportedContentType: 'Unsupported content type',
  bodyTooLarge: 'The request is too large',
  requestTimeout: 'The request took too long to arrive',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with another request; send a new key for a new request',
  tooManyRequests: 'Too many requests, please try again later',
  notFound: 'Page not found',
  crossSite: 'Cross-site requests are not allowed',
  storeUnavailable: 'The service is briefly unavailable, please try again shortly',
  serverError: 'Something went wrong',
} as const;

export type AnswerMessage = (typeof answerMessages)[keyof typeof answerMessages];

const knownFieldMessages: ReadonlySet<string> = new Set(Object.values(fieldMessages));

export function isFieldMessage(value: string): value is FieldMessage {
  return knownFieldMessages.has(value);
}

const fieldMessageKeys: ReadonlyMap<string, FieldMessageKey> = new Map(
  (Object.keys(fieldMessages) as FieldMessageKey[]).map((key) => [fieldMessages[key], key]),
);

/** The message key (`phoneWrong`) of the lead service's words, for the forms to translate. */
export function fieldMessageKey(message: string): FieldMessageKey | undefined {
  return fieldMessageKeys.get(message);
}
