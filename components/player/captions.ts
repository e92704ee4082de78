import type { CaptionTrack } from './use-hls';

/**
 * The caption track that the captions button (and the c key) turns on: the one the visitor last chose in
 * this player, else the one in the page's language (an English page's viewer reads English captions),
 * else the first. -1 when there is none.
 */
export function captionToShow(captions: readonly CaptionTrack[], locale: string, chosen: number | null): number {
  if (chosen !== null && captions.some((track) => track.index === chosen)) return chosen;
  const language = (tag: string) => tag.toLowerCase().split('-')[0];
  const inPageLanguage = captions.find((track) => language(track.language) === language(locale));
  return (inPageLanguage ?? captions[0])?.index ?? -1;
}
