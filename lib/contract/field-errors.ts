import { ErrorCode } from './errors';
import { ValidationText } from './messages';

/**
 * The request field a refusal is about, when its code or message key names one, else null: the web shows
 * it under that field of the form that sent the request (with the field marked invalid) instead of in the
 * form's alert. Field names are the request bodies' (registration steps 1 and 2, password change and
 * reset, profile update); a form that has no such field shows the refusal in its alert. Only refusals the
 * server alone can make: the rest of a schema's messages are shown by the form's own check first.
 */
export function refusedField(code: string, message: string): string | null {
  switch (code) {
    case ErrorCode.emailTaken:
      return 'email';
    case ErrorCode.otpInvalid:
      return 'otp';
    // The password change's answer when the current password is wrong (sign-in goes through next-auth).
    case ErrorCode.invalidCredentials:
      return 'current';
    case ErrorCode.validation:
      if (message === ValidationText.passwordCommon || message === ValidationText.passwordSame) return 'password';
      if (message === ValidationText.usernameTaken) return 'username';
      return null;
    default:
      return null;
  }
}
