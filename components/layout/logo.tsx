/** The portal's mark: a play symbol over a red line, in the brand's blue. */
export function Logo() {
  return (
    <svg viewBox="0 0 40 40" width={36} height={36} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0b2266" />
      <path d="M15 10v16l13-8z" fill="#ffffff" />
      <rect x="6" y="31" width="28" height="3" rx="1.5" fill="#c8102e" />
    </svg>
  );
}
