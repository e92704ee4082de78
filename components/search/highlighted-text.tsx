import { highlight } from '@/lib/search/segment';

/** Text with the words a query matched in <mark> (Thai words found by segmentation). */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlight(text, terms).map((part, i) =>
        part.match ? <mark key={i} className="rounded bg-amber-200 px-0.5 text-inherit">{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}
