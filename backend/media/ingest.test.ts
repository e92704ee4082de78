import { withTimestampMap } from './ingest';

describe('withTimestampMap', () => {
  it('pins caption time 0 to the first MPEG-TS timestamp', () => {
    const out = withTimestampMap('\uFEFFWEBVTT\n\n00:00:01.000 --> 00:00:03.000\nสวัสดี\n', 131280);
    expect(out.split('\n').slice(0, 3)).toEqual(['WEBVTT', 'X-TIMESTAMP-MAP=MPEGTS:131280,LOCAL:00:00:00.000', '']);
    expect(out).toContain('00:00:01.000 --> 00:00:03.000\nสวัสดี');
  });
  it('keeps a map the file already has', () => {
    const vtt = 'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000\n\n00:00:01.000 --> 00:00:02.000\nhi\n';
    expect(withTimestampMap(vtt, 1)).toBe(vtt);
  });
});
