import type { Language } from '@/lib/contract';

declare module 'next-auth' {
  interface User {
    role?: 'member' | 'admin';
    language?: Language;
    backendToken?: string;
    /** Remember-me ticked at sign-in (lib/auth/remember.ts). */
    remember?: boolean;
  }
  interface Session {
    user: { name: string; email: string; image: string | null; language: Language };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    memberId?: number;
    backendToken?: string;
    role?: 'member' | 'admin';
    language?: Language;
    remember?: boolean;
    /** Sign-in time (ms), for the 12-hour end of sessions that were not remembered. */
    loginAt?: number;
  }
}
