import { OTP_RESEND_COOLDOWN_SECONDS, RESET_LINK_MINUTES, type Language } from '../../lib/contract';
import type { Mail } from './mailer';

/** Mails of the members issue, in the member's (or the request's) language. */
export function otpMail(to: string, otp: string, language: Language): Mail {
  return language === 'en'
    ? {
        to,
        subject: `Your PRD Media verification code: ${otp}`,
        text: `Your verification code is ${otp}.\nIt is valid for 10 minutes and can be used once.\nIf you did not register, ignore this e-mail.`,
      }
    : {
        to,
        subject: `รหัสยืนยัน PRD Media ของคุณ: ${otp}`,
        text: `รหัสยืนยันของคุณคือ ${otp}\nใช้ได้ภายใน 10 นาทีและใช้ได้ครั้งเดียว\nหากคุณไม่ได้สมัครสมาชิก โปรดเพิกเฉยต่ออีเมลนี้`,
      };
}

export function resetMail(to: string, link: string, language: Language): Mail {
  return language === 'en'
    ? {
        to,
        subject: 'Reset your PRD Media password',
        text: `Open this link to set a new password (valid ${RESET_LINK_MINUTES} minutes, once):\n${link}\nIf you did not ask for it, ignore this e-mail.`,
      }
    : {
        to,
        subject: 'ตั้งรหัสผ่านใหม่สำหรับ PRD Media',
        text: `เปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่ (ใช้ได้ ${RESET_LINK_MINUTES} นาที ครั้งเดียว):\n${link}\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้`,
      };
}

export function resetLink(token: string, language: Language): string {
  const origin = (process.env.WEB_ORIGIN || 'http://localhost:3000').replace(/\/$/, '');
  return `${origin}${language === 'en' ? '/en' : ''}/resetpassword?token=${encodeURIComponent(token)}`;
}

export const RESEND_COOLDOWN = OTP_RESEND_COOLDOWN_SECONDS;
