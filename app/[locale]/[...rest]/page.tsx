import { notFound } from 'next/navigation';

// Any path that no route claims gets the localized not-found page with status 404.
export default function CatchAll() {
  notFound();
}
