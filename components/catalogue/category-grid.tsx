import type { Category } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';

export function CategoryGrid({ categories, label }: { categories: Category[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            href={routes.category(category.id)}
            className="flex h-20 items-center justify-center rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 px-3 text-center font-semibold text-white shadow-sm hover:from-brand-600"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
