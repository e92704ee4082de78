import { acceptCookies, openLogin, test } from './fixtures';
import { createMember, newestMail, resetLinkIn, uniqueEmail } from './members-helpers';

// Review screenshots of the members dialogs (not assertions): `SCREENSHOTS=1 npx playwright test members-screenshots`.
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots');

for (const locale of ['th', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`members dialogs at ${width}px in ${locale}`, async ({ page }) => {
      const shot = (name: string) => page.screenshot({ path: `screenshots/members-${name}-${locale}-${width}.png` });
      await acceptCookies(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(locale === 'th' ? '/' : '/en');
      await openLogin(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
      await shot('login');
      await dialog.getByRole('button', { name: /^(สมัครสมาชิก|Register)$/ }).click();
      await dialog.getByRole('button', { name: /ถัดไป|Next/ }).click();
      await shot('register-1');
      await dialog.getByRole('button', { name: /^(เข้าสู่ระบบ|Login)$/ }).click();
      await dialog.getByRole('button', { name: /ลืมรหัสผ่าน|Forgot password/ }).click();
      await page.waitForTimeout(1200);
      await shot('forgot');
      const email = uniqueEmail(`shot-${locale}-${width}`);
      await createMember(email, 'Shot-Pass123');
      const started = Date.now() - 1;
      await page.getByRole('dialog').getByRole('textbox').fill(email);
      await page.getByRole('dialog').getByRole('button', { name: /^(ส่ง|Send)$/ }).click();
      await page.getByTestId('forgot-sent').waitFor();
      await shot('forgot-sent');
      await page.goto(resetLinkIn(await newestMail(email, started)));
      await shot('reset');
    });
  }
}
