/** Live TV channels, in menu order. */
export const channelSeeds = [
  { slug: 'nbt2hd', th: 'เอ็นบีที 2HD', en: 'NBT 2HD', dth: 'สถานีโทรทัศน์แห่งชาติ ข่าวและสาระเพื่อประชาชน', den: 'The national public channel: news and public-service programming' },
  { slug: 'nbt-world', th: 'เอ็นบีที เวิลด์', en: 'NBT World', dth: 'ข่าวและสารคดีภาษาอังกฤษจากประเทศไทย', den: 'English-language news and documentaries from Thailand' },
  { slug: 'nbt-north', th: 'เอ็นบีที เหนือ', en: 'NBT North', dth: 'ข่าวและรายการจากภาคเหนือ', den: 'News and programmes from Northern Thailand' },
  { slug: 'nbt-northeast', th: 'เอ็นบีที อีสาน', en: 'NBT Northeast', dth: 'ข่าวและรายการจากภาคตะวันออกเฉียงเหนือ', den: 'News and programmes from the Northeast (Isan)' },
  { slug: 'nbt-south', th: 'เอ็นบีที ใต้', en: 'NBT South', dth: 'ข่าวและรายการจากภาคใต้', den: 'News and programmes from Southern Thailand' },
  { slug: 'nbt-central', th: 'เอ็นบีที กลาง', en: 'NBT Central', dth: 'ข่าวและรายการจากภาคกลาง', den: 'News and programmes from Central Thailand' },
  { slug: 'nbt-east', th: 'เอ็นบีที ตะวันออก', en: 'NBT East', dth: 'ข่าวและรายการจากภาคตะวันออก', den: 'News and programmes from Eastern Thailand' },
  { slug: 'nbt-bangkok', th: 'เอ็นบีที กรุงเทพฯ', en: 'NBT Bangkok', dth: 'ข่าวเมืองหลวงและปริมณฑล', den: 'News from Bangkok and its metropolitan region' },
  { slug: 'nbt-west', th: 'เอ็นบีที ตะวันตก', en: 'NBT West', dth: 'ข่าวและรายการจากภาคตะวันตก', den: 'News and programmes from Western Thailand' },
] as const;

/**
 * Radio Thailand-style provincial stations. Coordinates are the provincial
 * capitals (WGS84), so the radio map places each station in its province.
 */
export const radioSeeds = [
  { th: 'กรุงเทพมหานคร', en: 'Bangkok', fm: 92.5, lat: 13.7563, lng: 100.5018 },
  { th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya', fm: 95.0, lat: 14.3532, lng: 100.5689 },
  { th: 'เชียงใหม่', en: 'Chiang Mai', fm: 93.25, lat: 18.7883, lng: 98.9853 },
  { th: 'เชียงราย', en: 'Chiang Rai', fm: 98.25, lat: 19.9105, lng: 99.8406 },
  { th: 'ลำปาง', en: 'Lampang', fm: 97.75, lat: 18.2888, lng: 99.4909 },
  { th: 'น่าน', en: 'Nan', fm: 97.5, lat: 18.7756, lng: 100.773 },
  { th: 'แพร่', en: 'Phrae', fm: 95.75, lat: 18.1446, lng: 100.1403 },
  { th: 'ตาก', en: 'Tak', fm: 92.75, lat: 16.884, lng: 99.1258 },
  { th: 'พิษณุโลก', en: 'Phitsanulok', fm: 98.5, lat: 16.8211, lng: 100.2659 },
  { th: 'นครสวรรค์', en: 'Nakhon Sawan', fm: 97.25, lat: 15.7047, lng: 100.1372 },
  { th: 'ขอนแก่น', en: 'Khon Kaen', fm: 98.0, lat: 16.4322, lng: 102.8236 },
  { th: 'อุดรธานี', en: 'Udon Thani', fm: 103.0, lat: 17.4138, lng: 102.7872 },
  { th: 'อุบลราชธานี', en: 'Ubon Ratchathani', fm: 99.75, lat: 15.2287, lng: 104.8564 },
  { th: 'นครราชสีมา', en: 'Nakhon Ratchasima', fm: 90.75, lat: 14.9799, lng: 102.0977 },
  { th: 'สกลนคร', en: 'Sakon Nakhon', fm: 102.5, lat: 17.1545, lng: 104.1348 },
  { th: 'นครพนม', en: 'Nakhon Phanom', fm: 95.25, lat: 17.392, lng: 104.7695 },
  { th: 'เลย', en: 'Loei', fm: 99.0, lat: 17.486, lng: 101.7223 },
  { th: 'สุรินทร์', en: 'Surin', fm: 95.5, lat: 14.8818, lng: 103.4936 },
  { th: 'สงขลา', en: 'Songkhla', fm: 90.5, lat: 7.1898, lng: 100.5951 },
  { th: 'ภูเก็ต', en: 'Phuket', fm: 90.25, lat: 7.8804, lng: 98.3923 },
  { th: 'สุราษฎร์ธานี', en: 'Surat Thani', fm: 100.5, lat: 9.1382, lng: 99.3215 },
  { th: 'นครศรีธรรมราช', en: 'Nakhon Si Thammarat', fm: 92.25, lat: 8.4304, lng: 99.9631 },
  { th: 'ยะลา', en: 'Yala', fm: 97.25, lat: 6.5411, lng: 101.2804 },
  { th: 'ตรัง', en: 'Trang', fm: 101.25, lat: 7.5563, lng: 99.6114 },
  { th: 'ระนอง', en: 'Ranong', fm: 94.75, lat: 9.9529, lng: 98.6085 },
  { th: 'ชุมพร', en: 'Chumphon', fm: 91.75, lat: 10.493, lng: 99.18 },
  { th: 'จันทบุรี', en: 'Chanthaburi', fm: 96.25, lat: 12.6112, lng: 102.1038 },
  { th: 'ชลบุรี', en: 'Chon Buri', fm: 92.0, lat: 13.3611, lng: 100.9847 },
  { th: 'ระยอง', en: 'Rayong', fm: 94.25, lat: 12.6814, lng: 101.2816 },
  { th: 'กาญจนบุรี', en: 'Kanchanaburi', fm: 98.75, lat: 14.0228, lng: 99.5328 },
  { th: 'ราชบุรี', en: 'Ratchaburi', fm: 103.25, lat: 13.5283, lng: 99.8134 },
  { th: 'เพชรบุรี', en: 'Phetchaburi', fm: 107.0, lat: 13.1119, lng: 99.9398 },
] as const;

/** Video-on-demand categories (type vod), in menu order. */
export const categorySeeds = [
  { slug: 'news', th: 'ข่าว', en: 'News' },
  { slug: 'documentary', th: 'สารคดี', en: 'Documentary' },
  { slug: 'education', th: 'การศึกษา', en: 'Education' },
  { slug: 'health', th: 'สุขภาพ', en: 'Health' },
  { slug: 'agriculture', th: 'เกษตร', en: 'Agriculture' },
  { slug: 'culture', th: 'ศิลปวัฒนธรรม', en: 'Culture' },
  { slug: 'sports', th: 'กีฬา', en: 'Sports' },
  { slug: 'entertainment', th: 'บันเทิง', en: 'Entertainment' },
] as const;
export type CategorySlug = (typeof categorySeeds)[number]['slug'];
