'use client';

import './globals.css';

// Last-resort boundary when the root layout itself fails: bilingual, no details.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="th">
      <body className="grid min-h-screen place-items-center p-8 text-center">
        <div>
          <h1 className="text-2xl font-semibold">เกิดข้อผิดพลาด · Something went wrong</h1>
          <button type="button" onClick={reset} className="mt-6 rounded-full bg-brand-700 px-6 py-2 font-semibold text-white">
            ลองอีกครั้ง · Try again
          </button>
        </div>
      </body>
    </html>
  );
}
