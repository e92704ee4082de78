import Link from 'next/link';
import './globals.css';

// Reached only for paths outside the locale segment; the localized page lives in app/[locale]/not-found.tsx.
export default function GlobalNotFound() {
  return (
    <html lang="th">
      <body className="grid min-h-screen place-items-center p-8 text-center">
        <div>
          <h1 className="text-2xl font-semibold">ไม่พบหน้าที่ต้องการ · Page not found</h1>
          <p className="mt-4"><Link className="text-brand-700 underline" href="/">กลับหน้าแรก · Back to home</Link></p>
        </div>
      </body>
    </html>
  );
}
