/** The outcome line under a profile form: green when saved, red when refused. */
export function FormStatus({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return null;
  return (
    <p role={status.ok ? 'status' : 'alert'} className={`text-sm font-semibold ${status.ok ? 'text-green-700' : 'text-red-700'}`} data-testid="form-status">
      {status.text}
    </p>
  );
}
