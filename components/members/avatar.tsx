import { UserIcon } from '@/components/ui/icons';

export function Avatar({ name, image, size = 32 }: { name: string; image: string | null; size?: number }) {
  const initial = name.trim().charAt(0).toUpperCase();
  if (image) {
    // eslint-disable-next-line @next/next/no-img-element -- member pictures come from the media origin at any size
    return <img src={image} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className="grid place-items-center rounded-full bg-brand-700 font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {initial || <UserIcon className="size-4" />}
    </span>
  );
}
