import type { Language } from '@/lib/contract';

declare module 'next-auth' {
  interface User {
    role?: 'member' | 'admin';
    language?: Language;
    backendToken?: string;
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
  }
}
