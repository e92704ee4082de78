'use client';

import { useEffect } from 'react';
import { SEARCH_BOX_ID } from './search-box';

/**
 * Shows the search page's query in the top bar's search box too (the box is the same cached HTML on
 * every page), unless the visitor is typing there; takes it out again when they leave the page.
 */
export function SearchBoxQuery({ query }: { query: string }) {
  useEffect(() => {
    const box = document.getElementById(SEARCH_BOX_ID);
    if (!(box instanceof HTMLInputElement) || document.activeElement === box || (box.value && box.value !== query)) return;
    box.value = query;
    return () => {
      if (box.value === query && document.activeElement !== box) box.value = '';
    };
  }, [query]);
  return null;
}
