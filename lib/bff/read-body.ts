/**
 * A request body as text, read piece by piece and given up as soon as it passes `maxBytes`: `null`
 * then, without reading the rest (the stream is cancelled). A declared Content-Length over the limit
 * is refused before anything is read; a chunked body (no Content-Length) is counted as it arrives, so
 * at most `maxBytes` plus one piece is ever held, whatever the sender streams.
 * Decoded as `Request.text()` does (UTF-8, a leading BOM dropped, bad bytes replaced).
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const pieces: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: the answer need not wait for the sender to notice.
      reader.cancel().catch(() => undefined);
      return null;
    }
    pieces.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
