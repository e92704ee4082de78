import { expect, type Locator, type Page } from '@playwright/test';
import { acceptCookies, test, waitForPageScripts } from './fixtures';
import { createMember, uniqueEmail } from './members-helpers';

// Refusals only the server can make about one field of the profile page's forms: said under that field
// (marked invalid, described by the message, focused), not in the form's status line.

const PASSWORD = 'Field-Pass1';

/**
 * A member of the test's own (saved language `locale`) on the profile page: a visitor sent from it to sign
 * in is brought back to it, so the page is there only once the sign-in's own navigation has landed.
 */
async function onProfilePage(page: Page, locale: 'th' | 'en', email = uniqueEmail(`field-${locale}`)) {
  await createMember(email, PASSWORD, locale);
  await acceptCookies(page);
  await page.goto(locale === 'th' ? '/profile' : '/en/profile');
  await expect(page).toHaveURL(/[?&]login=1/);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^(อีเมลหรือชื่อผู้ใช้|E-mail or username)$/).fill(email);
  await dialog.getByLabel(/^(รหัสผ่าน|Password)$/).fill(PASSWORD);
  await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
  await expect(page).toHaveURL(locale === 'th' ? /\/profile$/ : /\/en\/profile$/, { timeout: 30_000 });
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 30_000 });
  await waitForPageScripts(page);
}

/** The field shows `text` as its own error, has the focus, and the form's status line is not used. */
async function refusedUnder(form: Locator, field: Locator, id: string, text: string) {
  await expect(form.locator(`#${id}-error`)).toHaveText(text);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(`(^| )${id}-error( |$)`));
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.]/g, '\\.')));
  await expect(field).toBeFocused();
  await expect(form.getByTestId('form-status')).toHaveCount(0);
  await expect(form.getByRole('alert').filter({ hasNotText: text })).toHaveCount(0);
}

test('en: a username another member has is said under the username field', async ({ page }) => {
  // Registration makes the username from the e-mail's local part, kept whole when short and free.
  const other = `taken${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await createMember(`${other}@example.com`, PASSWORD);
  await onProfilePage(page, 'en');
  const form = page.getByTestId('profile-form');
  const username = form.getByLabel('Username');
  await username.fill(other);
  await form.getByRole('button', { name: 'Save' }).click();
  await refusedUnder(form, username, 'profile-username', 'This username is already taken.');
  await expect(form.getByLabel('Mobile phone')).not.toHaveAttribute('aria-invalid', 'true');
});

test('th: a new password the same as the current one is said under the new password field', async ({ page }) => {
  await onProfilePage(page, 'th');
  const form = page.getByTestId('password-form');
  await form.getByLabel('รหัสผ่านปัจจุบัน').fill(PASSWORD);
  const password = form.getByLabel('รหัสผ่านใหม่', { exact: true });
  await password.fill(PASSWORD);
  await form.getByLabel('ยืนยันรหัสผ่านใหม่').fill(PASSWORD);
  await form.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
  await refusedUnder(form, password, 'password-new', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน');
  await expect(form.getByLabel('รหัสผ่านปัจจุบัน')).not.toHaveAttribute('aria-invalid', 'true');
});
