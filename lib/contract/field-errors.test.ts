import { ErrorCode } from './errors';
import { refusedField } from './field-errors';
import { ValidationText } from './messages';

describe('refusedField', () => {
  it.each([
    [ErrorCode.emailTaken, 'This e-mail is already in use.', 'email'],
    [ErrorCode.otpInvalid, 'The OTP is not correct.', 'otp'],
    [ErrorCode.invalidCredentials, 'The current password is not correct.', 'current'],
    [ErrorCode.validation, ValidationText.passwordCommon, 'password'],
    [ErrorCode.validation, ValidationText.passwordSame, 'password'],
    [ErrorCode.validation, ValidationText.usernameTaken, 'username'],
  ])('%s "%s" is about %s', (code, message, field) => {
    expect(refusedField(code, message)).toBe(field);
  });

  it.each([
    [ErrorCode.rateLimited, 'Too many requests.'],
    [ErrorCode.otpExpired, 'The OTP has expired. Please ask for a new one.'],
    [ErrorCode.registrationInvalid, 'Please start the registration again.'],
    [ErrorCode.validation, ValidationText.invalidRequest],
    [ErrorCode.validation, 'Please try again.'],
    [ErrorCode.internal, ''],
    ['unavailable', ''],
  ])('%s "%s" belongs to no field', (code, message) => {
    expect(refusedField(code, message)).toBeNull();
  });
});
