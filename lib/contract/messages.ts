/**
 * Validation and error message keys shared by the web forms and the backend.
 * Schemas carry a key; the web translates it from messages/{th,en}.json
 * (namespace `Validation`), the backend answers with the seed's English text.
 */
export const ValidationText = {
  usernameRequired: 'Please input your username or email!',
  passwordRequired: 'Please input your Password!',
  firstnameRequired: 'Please input your firstname!',
  lastnameRequired: 'Please input your lastname!',
  emailRequired: 'Please input your Email!',
  passwordMin: 'Characters must be more than 8',
  passwordPattern: 'Must contain at least one number and one uppercase and lowercase letter',
  otpRequired: 'Please input OTP!',
  phoneDigits: 'Phone number must be digits only, at most 10',
  agreementRequired: 'Should accept agreement',
  invalidRequest: 'The request is not valid.',
  passwordMax: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose another one.',
  usernameInvalid: 'Username must be 3 to 32 letters, digits, dots, dashes or underscores',
  avatarType: 'Please choose a PNG, JPEG, WebP or GIF image',
  avatarTooLarge: 'The image must be at most 2 MB',
  contactNameRequired: 'Please input your name!',
  contactSubjectRequired: 'Please input a subject!',
  contactMessageLength: 'Your message must be 10 to 3000 characters',
  textControl: 'Please remove the control characters from this text',
  registrationRestart: 'Please start the registration again.',
  // Refusals the server alone can make, about one field: shown under it (see refusedField).
  usernameTaken: 'This username is already taken.',
  passwordSame: 'The new password must differ from the current one.',
} as const;

export type ValidationKey = keyof typeof ValidationText;

export function isValidationKey(value: string): value is ValidationKey {
  return Object.hasOwn(ValidationText, value);
}

/** The seed's English text of the first message key among a refusal's issues, else the generic one. */
export function validationTextOf(messages: Iterable<string | undefined>): string {
  for (const message of messages) {
    if (message && isValidationKey(message)) return ValidationText[message];
  }
  return ValidationText.invalidRequest;
}
