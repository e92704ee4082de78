import { expect, type Locator, type Page } from '@playwright/test';
import { acceptCookies, openLogin, signIn, test, waitForDemoMedia } from './fixtures';
import { createMember, loginButton, mailsTo, newestMail, otpIn, resetLinkIn, revokeSessions, uniqueEmail } from './members-helpers';

const sessionCookie = (cookies: { name: string; expires: number }[]) => cookies.find((c) => c.name.endsWith('next-auth.session-token'));

for (const locale of ['th', 'en'] as const) {
  const home = locale === 'th' ? '/' : '/en';
  const L = (th: string, en: string) => (locale === 'th' ? th : en);
  /** Google sign-in through the local OpenID provider, signed out there first so that it asks who signs in. */
  const signInWithGoogle = async (page: Page, login: string) => {
    await page.context().clearCookies({ name: /^_session/ });
    await page.goto(home);
    await openLogin(page);
    await page.getByRole('dialog').getByRole('button', { name: L('เข้าสู่ระบบด้วย Google', 'Sign in with Google') }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    const consent = page.getByRole('button', { name: 'Continue' });
    if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click();
  };

  /** Five wrong passwords in the home page's login dialog, then the right one refused with the localized 429 text. */
  const lockByFiveWrongPasswords = async (page: Page, email: string, password: string) => {
    await page.goto(home);
    await openLogin(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/อีเมลหรือชื่อผู้ใช้|E-mail or username/).fill(email);
    for (let i = 0; i < 5; i += 1) {
      await dialog.getByLabel(/^(รหัสผ่าน|Password)$/).fill(`Wrong-Pass${i}`);
      await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
      await expect(dialog.getByTestId('login-error')).toHaveText(L('อีเมลหรือรหัสผ่านไม่ถูกต้อง !', 'email or password is incorrect !'));
    }
    await dialog.getByLabel(/^(รหัสผ่าน|Password)$/).fill(password);
    await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
    await expect(dialog.getByTestId('login-error')).toHaveText(
      L('พยายามหลายครั้งเกินไป กรุณาลองใหม่ในอีก 15 นาที', 'Too many attempts. Please try again in 15 minutes.'),
    );
    // The number and its unit never part at a line end (toHaveText reads a no-break space as a space).
    expect(await dialog.getByTestId('login-error').textContent()).toContain(L('15\u00a0นาที', '15\u00a0minutes'));
  };

  test.describe(`members (${locale})`, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    /** Fills step 1 of the registration dialog and sends it; the time just before, for the outbox. */
    /** The home page's login dialog, switched to registration. */
    const openRegister = async (page: Page) => {
      await page.goto(home);
      await openLogin(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: L('สมัครสมาชิก', 'Register') }).click();
      return dialog;
    };
    /** What step 2 says after step 1 amended the attempt (no new code mailed). */
    const amendedText = (email: string) =>
      L(`อัปเดตข้อมูลของคุณแล้ว กรุณากรอกรหัสที่เราส่งไปที่ ${email} ก่อนหน้านี้`, `Your details were updated. Enter the code we already sent to ${email}.`);
    const sendDetails = async (dialog: Locator, email: string) => {
      const started = Date.now() - 1;
      await dialog.getByLabel(L('ชื่อ', 'First name'), { exact: true }).fill('Somsri');
      await dialog.getByLabel(L('นามสกุล', 'Last name')).fill('Dee');
      await dialog.getByLabel(L('อีเมล', 'Email')).fill(email);
      await dialog.getByLabel(L('รหัสผ่าน', 'Password')).fill('Strong-Pass9');
      await dialog.getByRole('button', { name: L('ถัดไป', 'Next') }).click();
      return started;
    };

    test('register with the OTP from the outbox; a wrong OTP shows an error', async ({ page }) => {
      const email = uniqueEmail(`reg-${locale}`);
      const dialog = await openRegister(page);
      await dialog.getByRole('button', { name: L('ถัดไป', 'Next') }).click();
      await expect(dialog.getByText(L('กรุณากรอกชื่อ!', 'Please input your firstname!'))).toBeVisible();

      const started = await sendDetails(dialog, email);

      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 2 จาก 3', 'Step 2 of 3'));
      await expect(dialog.getByTestId('resend-countdown')).toContainText(/\d+/);
      const otp = otpIn(await newestMail(email, started));
      const wrong = otp === '000000' ? '111111' : '000000';
      await dialog.getByLabel(L('รหัส OTP', 'OTP')).fill(wrong);
      await dialog.getByRole('button', { name: L('ยืนยัน', 'Verify') }).click();
      // Said under the code's field, which it marks invalid and describes; not in the form's alert.
      const otpField = dialog.getByLabel(L('รหัส OTP', 'OTP'));
      await expect(dialog.locator('#register-otp-error')).toHaveText(L('รหัส OTP ไม่ถูกต้อง', 'The OTP is not correct.'));
      await expect(otpField).toHaveAttribute('aria-invalid', 'true');
      await expect(otpField).toHaveAccessibleDescription(new RegExp(L('รหัส OTP ไม่ถูกต้อง', 'The OTP is not correct\\.')));
      await expect(otpField).toBeFocused();
      await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
      await dialog.getByLabel(L('รหัส OTP', 'OTP')).fill(otp);
      await dialog.getByRole('button', { name: L('ยืนยัน', 'Verify') }).click();

      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 3 จาก 3', 'Step 3 of 3'));
      const terms = dialog.getByRole('link', { name: L('ข้อกำหนดและเงื่อนไข', 'terms and conditions') });
      await expect(terms).toHaveAttribute('target', '_blank');
      await dialog.getByRole('button', { name: L('สมัครสมาชิก', 'Register') }).click();
      await expect(dialog.getByRole('alert').filter({ hasText: L('กรุณายอมรับข้อตกลง', 'Should accept agreement') })).toBeVisible();
      await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(L('กรุณายอมรับข้อตกลง', 'Should accept agreement'));
      // Typed with its separators: the digits are kept, all ten of them.
      await dialog.getByLabel(L('เบอร์โทรศัพท์มือถือ (ไม่บังคับ)', 'Mobile phone (optional)')).fill('081-234-5678');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: L('สมัครสมาชิก', 'Register') }).click();
      // Signed in with the new account after the reload.
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await page.goto(L('/profile', '/en/profile'));
      await expect(page.locator('#profile-phone')).toHaveValue('0812345678');
    });

    test('when the sign-in that ends registration does not go through, the login form says the account is there', async ({ page, baseURL }) => {
      const email = uniqueEmail(`created-${locale}`);
      const dialog = await openRegister(page);
      const started = await sendDetails(dialog, email);
      await dialog.getByLabel(L('รหัส OTP', 'OTP')).fill(otpIn(await newestMail(email, started)));
      await dialog.getByRole('button', { name: L('ยืนยัน', 'Verify') }).click();
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 3 จาก 3', 'Step 3 of 3'));
      // The address's sign-in limit reached meanwhile, as next-auth reports it.
      await page.route('**/api/auth/callback/credentials', (route) => route.fulfill({ status: 401, json: { url: `${baseURL}/api/auth/error?error=rate_limited` } }));
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: L('สมัครสมาชิก', 'Register') }).click();
      await expect(dialog.getByTestId('login-created')).toHaveText(L('สร้างบัญชีเรียบร้อยแล้ว กรุณาเข้าสู่ระบบ', 'Your account has been created. Please sign in.'));
      await expect(dialog.getByLabel(L('อีเมลหรือชื่อผู้ใช้', 'E-mail or username'))).toHaveValue(email);
      await expect(dialog.getByLabel(L('รหัสผ่าน', 'Password'), { exact: true })).toBeFocused();
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
      await page.unroute('**/api/auth/callback/credentials');
      await dialog.getByLabel(L('รหัสผ่าน', 'Password'), { exact: true }).fill('Strong-Pass9');
      await dialog.getByRole('button', { name: L('เข้าสู่ระบบ', 'Login'), exact: true }).click();
      await expect(page.getByTestId('account-menu')).toBeVisible();
    });

    test("a taken e-mail is said under the e-mail field, and the server's message goes once the form is sent again", async ({ page }) => {
      const email = uniqueEmail(`taken-${locale}`);
      await createMember(email, 'Taken-Pass1');
      const dialog = await openRegister(page);
      await sendDetails(dialog, email);
      const taken = L('อีเมลนี้ถูกใช้งานแล้ว', 'This e-mail is already in use.');
      const field = dialog.getByLabel(L('อีเมล', 'Email'));
      await expect(dialog.locator('#register-email-error')).toHaveText(taken);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(taken);
      await expect(field).toBeFocused();
      // The other fields are not marked, and the form's alert is not used.
      await expect(dialog.getByLabel(L('รหัสผ่าน', 'Password'))).not.toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
      await field.fill('a@b');
      await dialog.getByRole('button', { name: L('ถัดไป', 'Next') }).click();
      await expect(dialog.locator('#register-email-error')).toHaveText(L('กรุณากรอกอีเมล!', 'Please input your Email!'));
      await expect(dialog.getByText(taken)).toHaveCount(0);
      await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
    });

    test('a too common password is said under the password field, with its rules', async ({ page }) => {
      const dialog = await openRegister(page);
      await dialog.getByLabel(L('ชื่อ', 'First name'), { exact: true }).fill('Somsri');
      await dialog.getByLabel(L('นามสกุล', 'Last name')).fill('Dee');
      await dialog.getByLabel(L('อีเมล', 'Email')).fill(uniqueEmail(`common-${locale}`));
      const password = dialog.getByLabel(L('รหัสผ่าน', 'Password'));
      await password.fill('Password123');
      await dialog.getByRole('button', { name: L('ถัดไป', 'Next') }).click();
      const common = L('รหัสผ่านนี้ถูกใช้บ่อยเกินไป กรุณาเลือกรหัสผ่านอื่น', 'This password is too common. Please choose another one.');
      await expect(dialog.locator('#register-password-error')).toHaveText(common);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(new RegExp(common.replace(/[.]/g, '\\.')));
      await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 1 จาก 3', 'Step 1 of 3'));
    });

    test('five wrong OTPs send the browser back to step 1, with what it typed and why', async ({ page }) => {
      const email = uniqueEmail(`locked-${locale}`);
      const dialog = await openRegister(page);
      const first = otpIn(await newestMail(email, await sendDetails(dialog, email)));
      const wrong = first === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        await dialog.getByLabel(L('รหัส OTP', 'OTP')).fill(wrong);
        await dialog.getByRole('button', { name: L('ยืนยัน', 'Verify') }).click();
        if (i < 4) await expect(dialog.locator('#register-otp-error')).toHaveText(L('รหัส OTP ไม่ถูกต้อง', 'The OTP is not correct.'));
      }
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 1 จาก 3', 'Step 1 of 3'));
      await expect(dialog.getByTestId('auth-error')).toHaveText(L('กรอกรหัสผิดหลายครั้งเกินไป กรุณาเริ่มสมัครสมาชิกใหม่อีกครั้ง', 'Too many wrong codes. Please start the registration again.'));
      await expect(dialog.getByLabel(L('อีเมล', 'Email'))).toHaveValue(email);
      await expect(dialog.getByLabel(L('ชื่อ', 'First name'), { exact: true })).toHaveValue('Somsri');
    });

    test('Back from the code step corrects a mistyped e-mail, with what was typed kept, and the code goes to the new address', async ({ page }) => {
      const typo = uniqueEmail(`typo-${locale}`);
      const email = uniqueEmail(`fixed-${locale}`);
      const dialog = await openRegister(page);
      await sendDetails(dialog, typo);
      const otp = dialog.getByLabel(L('รหัส OTP', 'OTP'));
      // The code's field takes the focus from step 1's button, read with the line that names the address.
      await expect(otp).toBeFocused();
      await expect(otp).toHaveAccessibleDescription(new RegExp(typo.replace(/[.+]/g, '\\$&')));
      await dialog.getByRole('button', { name: L('ย้อนกลับ', 'Back') }).click();
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 1 จาก 3', 'Step 1 of 3'));
      const field = dialog.getByLabel(L('อีเมล', 'Email'));
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(typo);
      await expect(dialog.getByLabel(L('ชื่อ', 'First name'), { exact: true })).toHaveValue('Somsri');
      await expect(dialog.getByLabel(L('รหัสผ่าน', 'Password'))).toHaveValue('Strong-Pass9');
      // Going back is not an error.
      await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
      // Sent again unchanged, it goes on to the code already sent (another would be refused within a minute).
      await dialog.getByRole('button', { name: L('ถัดไป', 'Next') }).click();
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 2 จาก 3', 'Step 2 of 3'));
      await expect(dialog.getByText(typo)).toBeVisible();
      await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
      // Nothing was amended: no "details updated".
      await expect(dialog.getByText(amendedText(typo))).toHaveCount(0);
      await dialog.getByRole('button', { name: L('ย้อนกลับ', 'Back') }).click();
      await field.fill(email);
      const started = Date.now() - 1;
      await dialog.getByRole('button', { name: L('ถัดไป', 'Next') }).click();
      await expect(dialog.getByText(email)).toBeVisible();
      await expect(dialog.getByText(amendedText(email))).toHaveCount(0);
      await otp.fill(otpIn(await newestMail(email, started)));
      await dialog.getByRole('button', { name: L('ยืนยัน', 'Verify') }).click();
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 3 จาก 3', 'Step 3 of 3'));
      await expect(dialog.getByLabel(L('เบอร์โทรศัพท์มือถือ (ไม่บังคับ)', 'Mobile phone (optional)'))).toBeFocused();
    });

    test('Back, the first name corrected, Next: the code already sent goes on (no new one, no wait), says so, and the account has the new name', async ({ page }) => {
      const email = uniqueEmail(`amend-${locale}`);
      const dialog = await openRegister(page);
      const code = otpIn(await newestMail(email, await sendDetails(dialog, email)));
      const otp = dialog.getByLabel(L('รหัส OTP', 'OTP'));
      // A first step 1: the code was just sent, nothing was amended.
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 2 จาก 3', 'Step 2 of 3'));
      await expect(dialog.getByText(L(`เราส่งรหัส 6 หลักไปที่ ${email} แล้ว`, `We sent a six-digit code to ${email}.`))).toBeVisible();
      await expect(dialog.getByText(amendedText(email))).toHaveCount(0);
      const countdown = dialog.getByTestId('resend-countdown');
      const secondsLeft = async () => Number((await countdown.textContent())?.match(/\d+/)?.[0]);
      await expect.poll(secondsLeft).toBeLessThanOrEqual(57);
      await dialog.getByRole('button', { name: L('ย้อนกลับ', 'Back') }).click();
      await dialog.getByLabel(L('ชื่อ', 'First name'), { exact: true }).fill('Somying');
      await dialog.getByRole('button', { name: L('ถัดไป', 'Next') }).click();
      // Within a minute of the first code: no "wait a few minutes", and the resend countdown goes on from it.
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 2 จาก 3', 'Step 2 of 3'));
      await expect(dialog.getByTestId('auth-error')).toHaveCount(0);
      expect(await secondsLeft()).toBeLessThanOrEqual(57);
      expect(mailsTo(email)).toHaveLength(1);
      // Said, so that no one waits for a mail that will not come; read with the code's field, which has the focus.
      await expect(dialog.getByText(amendedText(email))).toBeVisible();
      await expect(otp).toBeFocused();
      await expect(otp).toHaveAccessibleDescription(amendedText(email));
      await otp.fill(code);
      await dialog.getByRole('button', { name: L('ยืนยัน', 'Verify') }).click();
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 3 จาก 3', 'Step 3 of 3'));
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: L('สมัครสมาชิก', 'Register') }).click();
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await page.goto(L('/profile', '/en/profile'));
      await expect(page.locator('#profile-firstname')).toHaveValue('Somying');
      await expect(page.locator('#profile-lastname')).toHaveValue('Dee');
    });

    test('the login dialog opens with the focus on its first field, as do registration, login again and forgot password', async ({ page }) => {
      await page.goto(home);
      await openLogin(page);
      const login = page.getByRole('dialog', { name: L('เข้าสู่ระบบ', 'Login') });
      const username = login.getByLabel(L('อีเมลหรือชื่อผู้ใช้', 'E-mail or username'));
      await expect(username).toBeFocused();
      // Each mode takes the place of the button that switched to it: its first field takes the focus.
      await login.getByRole('button', { name: L('สมัครสมาชิก', 'Register') }).click();
      const register = page.getByRole('dialog', { name: L('สมัครสมาชิก', 'Register') });
      await expect(register.getByLabel(L('ชื่อ', 'First name'), { exact: true })).toBeFocused();
      await register.getByRole('button', { name: L('เข้าสู่ระบบ', 'Login'), exact: true }).click();
      await expect(username).toBeFocused();
      await login.getByRole('button', { name: L('ลืมรหัสผ่าน?', 'Forgot password?') }).click();
      const forgot = page.getByRole('dialog', { name: L('ลืมรหัสผ่าน', 'Forgot password') });
      await expect(forgot.getByLabel(L('อีเมล', 'Email'))).toBeFocused();
      await forgot.getByRole('button', { name: L('กลับไปหน้าเข้าสู่ระบบ', 'Back to login') }).click();
      await expect(username).toBeFocused();
    });

    test('a registration started again elsewhere sends this browser back to step 1, with what it typed', async ({ page }) => {
      const email = uniqueEmail(`again-${locale}`);
      const dialog = await openRegister(page);
      const started = await sendDetails(dialog, email);
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 2 จาก 3', 'Step 2 of 3'));
      const otp = otpIn(await newestMail(email, started));
      // As if step 1 had been sent again from another browser: this browser's handle no longer counts.
      await page.route('**/api/v1/auth/register/step/2', (route) =>
        route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), attempt: 'started-elsewhere' }) }),
      );
      await dialog.getByLabel(L('รหัส OTP', 'OTP')).fill(otp);
      await dialog.getByRole('button', { name: L('ยืนยัน', 'Verify') }).click();
      await expect(dialog.getByTestId('register-step')).toHaveText(L('ขั้นตอนที่ 1 จาก 3', 'Step 1 of 3'));
      await expect(dialog.getByTestId('auth-error')).toHaveText(L('กรุณาเริ่มสมัครสมาชิกใหม่อีกครั้ง', 'Please start the registration again.'));
      await expect(dialog.getByLabel(L('อีเมล', 'Email'))).toHaveValue(email);
      await expect(dialog.getByLabel(L('ชื่อ', 'First name'), { exact: true })).toHaveValue('Somsri');
    });

    test('remember-me: a 30-day cookie when ticked, a browser-session cookie when not; sign out', async ({ page, context }) => {
      const email = uniqueEmail(`remember-${locale}`);
      await createMember(email, 'Remember-Pass1');
      await page.goto(home);
      await signIn(page, email, 'Remember-Pass1');
      await expect(page.getByTestId('account-menu')).toBeVisible();
      expect(sessionCookie(await context.cookies())?.expires).toBe(-1);
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: /ออกจากระบบ|Logout/ }).click();
      await expect(loginButton(page)).toBeVisible();

      await openLogin(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/อีเมลหรือชื่อผู้ใช้|E-mail or username/).fill(email);
      await dialog.getByLabel(/^(รหัสผ่าน|Password)$/).fill('Remember-Pass1');
      await dialog.getByLabel(/จดจำรหัสผ่าน|Remember password/).check();
      await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
      await expect(page.getByTestId('account-menu')).toBeVisible();
      const expires = sessionCookie(await context.cookies())?.expires ?? 0;
      expect(expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
      // No credential in any cookie.
      expect(JSON.stringify(await context.cookies())).not.toContain('Remember-Pass1');
    });

    test('forgot password: dialog after 1 s, same answer, back to login, reset link sets a new password', async ({ page }) => {
      const email = uniqueEmail(`forgot-${locale}`);
      await createMember(email, 'Before-Reset1');
      await page.goto(home);
      await openLogin(page);
      // The address typed to sign in goes with the visitor to the forgot-password dialog and back.
      const usernameField = page.getByRole('dialog').getByLabel(L('อีเมลหรือชื่อผู้ใช้', 'E-mail or username'));
      await usernameField.fill(email);
      await page.getByRole('dialog').getByRole('button', { name: L('ลืมรหัสผ่าน?', 'Forgot password?') }).click();
      const forgot = page.getByRole('dialog', { name: L('ลืมรหัสผ่าน', 'Forgot password') });
      await expect(forgot).toBeVisible();
      const started = Date.now() - 1;
      await expect(forgot.getByLabel(L('อีเมล', 'Email'))).toHaveValue(email);
      await forgot.getByRole('button', { name: L('ส่ง', 'Send') }).click();
      await expect(forgot.getByTestId('forgot-sent')).toBeVisible();
      // The keyboard stays in the dialog, on the answer, not on the page behind it.
      await expect(forgot.getByTestId('forgot-sent')).toBeFocused();
      await forgot.getByRole('button', { name: L('กลับไปหน้าเข้าสู่ระบบ', 'Back to login') }).click();
      await expect(page.getByRole('dialog', { name: L('เข้าสู่ระบบ', 'Login') })).toBeVisible();
      await expect(usernameField).toHaveValue(email);
      await page.keyboard.press('Escape');

      const link = resetLinkIn(await newestMail(email, started));
      expect(link).toContain(locale === 'en' ? '/en/resetpassword?token=' : '/resetpassword?token=');
      // Opened in a second tab too, where it is still usable when it opens.
      const other = await page.context().newPage();
      await other.goto(link);
      await expect(other.getByLabel(L('รหัสผ่านใหม่', 'New password'), { exact: true })).toBeVisible();
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(L('ตั้งรหัสผ่านใหม่', 'Set a new password'));
      await page.goto(link);
      await page.getByLabel(L('รหัสผ่านใหม่', 'New password'), { exact: true }).fill('password1');
      await page.getByRole('button', { name: L('บันทึกรหัสผ่านใหม่', 'Save the new password') }).click();
      await expect(page.getByText(L('ต้องมีตัวเลข ตัวพิมพ์ใหญ่ และตัวพิมพ์เล็ก อย่างน้อยอย่างละหนึ่งตัว', 'Must contain at least one number and one uppercase and lowercase letter'))).toBeVisible();
      await page.getByLabel(L('รหัสผ่านใหม่', 'New password'), { exact: true }).fill('After-Reset22');
      await page.getByLabel(L('ยืนยันรหัสผ่านใหม่', 'Confirm the new password')).fill('After-Reset22');
      await page.getByRole('button', { name: L('บันทึกรหัสผ่านใหม่', 'Save the new password') }).click();
      await expect(page.getByTestId('reset-done')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('เปลี่ยนรหัสผ่านแล้ว', 'Password changed'));
      // The link works once: the other tab's submit finds it spent, and says so with the form that mails a new one.
      const spent = L('ลิงก์ตั้งรหัสผ่านนี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่', 'This reset link is invalid or has expired. Please ask for a new one.');
      await other.getByLabel(L('รหัสผ่านใหม่', 'New password'), { exact: true }).fill('Third-Pass333');
      await other.getByLabel(L('ยืนยันรหัสผ่านใหม่', 'Confirm the new password')).fill('Third-Pass333');
      await other.getByRole('button', { name: L('บันทึกรหัสผ่านใหม่', 'Save the new password') }).click();
      await expect(other.getByTestId('reset-invalid')).toHaveText(spent);
      await expect(other.getByRole('heading', { level: 1 })).toHaveText(L('ขอลิงก์ใหม่', 'Ask for a new link'));
      await other.close();
      // Opened again, it says so at once: no new password to type in vain.
      await page.reload();
      const dead = page.getByTestId('reset-dead');
      await expect(dead.getByTestId('reset-invalid')).toHaveText(spent);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(L('ขอลิงก์ใหม่', 'Ask for a new link'));
      await expect(page.getByLabel(L('รหัสผ่านใหม่', 'New password'), { exact: true })).toHaveCount(0);
      // A new link, from there.
      const again = Date.now() - 1;
      await dead.getByLabel(L('อีเมล', 'Email')).fill(email);
      await dead.getByRole('button', { name: L('ส่ง', 'Send') }).click();
      await expect(dead.getByTestId('forgot-sent')).toBeVisible();
      await expect(dead.getByTestId('forgot-sent')).toBeFocused();
      expect(resetLinkIn(await newestMail(email, again))).not.toBe(link);

      await page.goto(home);
      await signIn(page, email, 'After-Reset22');
      await expect(page.getByTestId('account-menu')).toBeVisible();
    });

    test('sign in through the local OpenID provider as Google', async ({ page }) => {
      const login = `g${locale}${Date.now()}`;
      await signInWithGoogle(page, login);
      await expect(page.getByTestId('account-menu')).toBeVisible();
      // As after a password sign-in, the interface takes the member's saved language (Thai for a new member).
      await expect(page.locator('html')).toHaveAttribute('lang', 'th');
      await page.getByTestId('account-menu').click();
      await expect(page.getByTestId('member-email')).toHaveText(`${login.toLowerCase()}@oidc.example`);
    });

    test('Google joins an existing account only when it vouches for the address', async ({ page }) => {
      const email = uniqueEmail(`link-${locale}`);
      await createMember(email, 'Linked-Pass1');
      // An address Google never checked could be anyone's: no way into the member's account.
      await signInWithGoogle(page, `unverified-${email}`);
      await expect(page.getByTestId('social-error')).toHaveText(
        L('อีเมลนี้มีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบด้วยอีเมลและรหัสผ่าน', 'This e-mail already has an account. Please sign in with your e-mail and password.'),
      );
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
      // Vouched for, it is the member's own Google account.
      await signInWithGoogle(page, `verified-${email}`);
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await page.getByTestId('account-menu').click();
      await expect(page.getByTestId('member-email')).toHaveText(email);
    });

    test('five failed sign-ins lock the account with a localized 429 message', async ({ page }) => {
      const email = uniqueEmail(`lock-${locale}`);
      await createMember(email, 'Locked-Pass1');
      await lockByFiveWrongPasswords(page, email, 'Locked-Pass1');
    });

    test('the browser a member signed in from still signs in while wrong passwords from elsewhere lock the account', async ({ page, browser, baseURL }) => {
      const email = uniqueEmail(`device-${locale}`);
      await createMember(email, 'Device-Pass1');
      // A family's computer: another member signed in with this browser first.
      const relative = uniqueEmail(`device-relative-${locale}`);
      await createMember(relative, 'Relative-Pass1');
      const deviceCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name.endsWith('prd.device'));
      await page.goto(home);
      await signIn(page, relative, 'Relative-Pass1');
      await expect(page.getByTestId('account-menu')).toBeVisible();
      const relatives = (await deviceCookie())!.value;
      await page.context().clearCookies({ name: /session-token/ });
      await page.goto(home);
      await signIn(page, email, 'Device-Pass1');
      await expect(page.getByTestId('account-menu')).toBeVisible();
      // The device cookie: httpOnly, sent only to next-auth's routes (pages and their cache never see it);
      // the member's token first, then the relative's.
      const device = await deviceCookie();
      expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
      expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
      expect(device!.value).toMatch(new RegExp(`^[\\w-]{43}\\.${relatives}$`));
      // The browser is closed (a session not remembered ends with it).
      await page.context().clearCookies({ name: /session-token/ });

      // Someone elsewhere guesses five times: that browser, and any other, is locked out…
      const elsewhere = await browser.newContext({ baseURL });
      const other = await elsewhere.newPage();
      await acceptCookies(other);
      await lockByFiveWrongPasswords(other, email, 'Device-Pass1');
      await elsewhere.close();

      // …but not the member, in the browser they signed in from before.
      await page.goto(home);
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
      await signIn(page, email, 'Device-Pass1');
      await expect(page.getByTestId('account-menu')).toBeVisible();
    });

    test('a failed social sign-in shows the server message for 5 seconds', async ({ page }) => {
      await page.goto(`${home}?authError=email_taken`);
      const notice = page.getByTestId('social-error');
      await expect(notice).toHaveText(L('อีเมลนี้ถูกใช้งานแล้ว', 'This e-mail is already in use.'));
      await expect(page).not.toHaveURL(/authError/);
      await expect(notice).toBeHidden({ timeout: 8000 });
    });

    test('signs out by itself after the backend revokes the session', async ({ page }) => {
      const email = uniqueEmail(`revoke-${locale}`);
      await createMember(email, 'Revoke-Pass1');
      await page.goto(home);
      await signIn(page, email, 'Revoke-Pass1');
      await expect(page.getByTestId('account-menu')).toBeVisible();
      await revokeSessions(email);
      // A member page checks the token on the server and sends the visitor home with the login dialog...
      // (A reload the sign-in started may still be under way and abort the first navigation.)
      const history = '/en/history';
      await page.goto(history).catch(() => page.goto(history));
      await expect(page).toHaveURL(/[?&]login=1/);
      // ...where the browser is signed out (the session watch): the login dialog is open for a visitor.
      // (The member's saved language is English: the interface switched to it at sign-in.)
      await expect(page.getByRole('dialog', { name: /^(เข้าสู่ระบบ|Login)$/ })).toBeVisible();
      await expect(page.getByTestId('account-menu')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(loginButton(page)).toBeVisible();
    });
  });
}

/** A new member (password Ended-Pass1), signed in on the English home page; gives the member's e-mail. */
async function newMember(page: Page, label: string) {
  await acceptCookies(page);
  const email = uniqueEmail(label);
  await createMember(email, 'Ended-Pass1');
  await page.goto('/en');
  await signIn(page, email, 'Ended-Pass1');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return email;
}

/**
 * A new member signed in on `from`, whose session then ends elsewhere (signed out on another device: the
 * backend no longer knows the token) while this tab stays open with its cookie. The session watch's
 * own check as the page loads (and the favourites list's read) is done first, and the bell's poll and
 * the bar's session read are held (aborted; the session read until `release()`): any of them would
 * find the session gone by itself and take the member's links away before the test's click.
 */
async function endSessionElsewhere(page: Page, label: string, from: string) {
  const email = await newMember(page, label);
  // Calls made by the page about to load, not by the one before it, whose session check may still be
  // under way (its answer taken for the new page's, the new page's own check then met the revocation).
  const sent = Date.now();
  const fromPage = (path: string) => page.waitForResponse((response) => response.url().endsWith(path) && response.request().timing().startTime >= sent);
  const watched = fromPage('/api/v1/auth/session');
  // The favourites list reads its list again once hydrated: answering 401 after the revocation below,
  // that read would sign the tab out before the test's click (a clean-clone CI run saw it).
  const listed = from.endsWith('/favorite') ? fromPage('/api/v1/favorite') : undefined;
  await page.goto(from).catch(() => page.goto(from));
  expect((await watched).status()).toBe(200);
  if (listed) expect((await listed).status()).toBe(200);
  await page.route('**/api/v1/notification', (route) => route.abort());
  await page.route('**/api/auth/session', (route) => route.abort());
  await revokeSessions(email);
  return { email, release: () => page.unroute('**/api/auth/session') };
}

/** A click on the side menu's History link, not waiting on its navigation (a redirect, then the sign-out's reload, which Playwright's wait sometimes never saw end). */
const openHistory = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'History', exact: true }).click({ noWaitAfter: true });

test('a session ended elsewhere: the next member page reached in the app asks to sign in, and a write signs the tab out', async ({ page }) => {
  const { email, release } = await endSessionElsewhere(page, 'ended', '/en/favorite');
  // A client-side navigation renders the member page alone (its layout is kept): it checks too,
  // instead of showing an empty list, and sends the tab to sign in, which signs it out.
  await openHistory(page);
  await expect(page).toHaveURL(/\/en\?login=1$/);
  await release();
  await expect(page.getByTestId('history-empty')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);

  // Signed in again, then ended again on a video's page: the heart's write answers 401, and the tab
  // signs out rather than the heart failing quietly (the bell's poll still held).
  await page.keyboard.press('Escape');
  await signIn(page, email, 'Ended-Pass1');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.goto('/en/vod/1').catch(() => page.goto('/en/vod/1'));
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await revokeSessions(email);
  await page.getByRole('main').getByRole('button', { name: 'Add to favourites', exact: true }).click();
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

/** A new member signed in, then at `path`; gives the member's e-mail. */
async function newMemberAt(page: Page, label: string, path: string) {
  const email = await newMember(page, label);
  // (A reload the sign-in started may still be under way and abort the first navigation.)
  await page.goto(path).catch(() => page.goto(path));
  return email;
}

test('a session ended elsewhere while a channel plays: the tab signs out without a reload, and playback goes on', async ({ page, request }) => {
  await waitForDemoMedia(request);
  const email = await newMemberAt(page, 'ended-playing', '/en/live/1');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  const video = page.getByTestId('video-player');
  await expect.poll(() => video.evaluate((media: HTMLVideoElement) => !media.paused && media.currentTime > 0), { timeout: 30_000 }).toBe(true);
  // A mark on the window: still there if the document was not loaded again.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await revokeSessions(email);
  // A write answers 401 (as the history's save would, in a background tab).
  await page.getByRole('main').getByRole('button', { name: 'Add to favourites', exact: true }).click();
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  const played = await video.evaluate((media: HTMLVideoElement) => media.currentTime);
  await expect.poll(() => video.evaluate((media: HTMLVideoElement, before) => !media.paused && media.currentTime > before + 0.5, played), { timeout: 15_000 }).toBe(true);
  // Signed out for real: the session is a visitor's.
  expect(await page.evaluate(() => fetch('/api/auth/session').then((response) => response.json()))).toEqual({});
});

test("a session ended elsewhere while the radio plays on a member's page: the page gives way to the sign-in at home, the radio plays on", async ({ page, request }) => {
  await waitForDemoMedia(request);
  const email = await newMemberAt(page, 'ended-radio', '/en/audio/1');
  await page.getByRole('button', { name: 'Listen live' }).click();
  const audio = page.getByTestId('audio-player');
  await expect.poll(() => audio.evaluate((media: HTMLAudioElement) => !media.paused && media.currentTime > 0), { timeout: 30_000 }).toBe(true);
  // To the member's history within the app: the mini-player stays.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'History', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/history$/);
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await revokeSessions(email);
  // The session watch's check (as every 3 minutes, or on a tab shown again) meets the revocation.
  await page.evaluate(() => window.dispatchEvent(new Event('prd:session-check')));
  // With the page to come back to once signed in again, as the middleware sends a visitor there.
  await expect(page).toHaveURL(/\/en\?login=1&next=%2Fhistory$/);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  const played = await audio.evaluate((media: HTMLAudioElement) => media.currentTime);
  await expect.poll(() => audio.evaluate((media: HTMLAudioElement, before) => !media.paused && media.currentTime > before + 0.5, played), { timeout: 15_000 }).toBe(true);
});

test('a session ended elsewhere, from the home page: the member page it asks for sends it to sign in at the same address, and it signs out', async ({ page }) => {
  const { release } = await endSessionElsewhere(page, 'ended-home', '/en');
  // /en → /en/history → /en?login=1: the same path as before the click, only the query differs.
  await openHistory(page);
  await expect(page).toHaveURL(/\/en\?login=1$/);
  await release();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('on a screen shorter than the dialog (a landscape phone with its keyboard, or 400 % zoom) the forgot-password dialog scrolls to its last button', async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/en');
  await openLogin(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot).toBeVisible();
  // Below the fold: reachable only when the dialog's layer scrolls.
  await forgot.getByRole('button', { name: 'Back to login' }).click({ timeout: 5000 });
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
