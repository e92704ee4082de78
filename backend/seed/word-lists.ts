import type { CategorySlug } from './stations';

type Pair = readonly [th: string, en: string];

interface CategoryWords {
  shows: readonly Pair[];
  topics: readonly Pair[];
  /** Typical episode length in minutes. */
  minutes: readonly [min: number, max: number];
}

/** Building blocks of plausible bilingual video titles: "<show>: <topic>". */
export const videoWords: Record<CategorySlug, CategoryWords> = {
  news: {
    shows: [['ข่าวเช้า', 'Morning News'], ['ข่าวเที่ยง', 'Midday News'], ['ข่าวค่ำ', 'Evening News'], ['ประเด็นร้อนวันนี้', 'Today’s Headlines']],
    topics: [
      ['รัฐบาลเร่งช่วยเหลือผู้ประสบอุทกภัยภาคเหนือ', 'Government speeds up flood relief in the North'],
      ['ราคาพืชผลการเกษตรปรับตัวสูงขึ้น', 'Farm produce prices rise'],
      ['การท่องเที่ยวไทยฟื้นตัวต่อเนื่อง', 'Thai tourism continues to recover'],
      ['ครม.อนุมัติงบพัฒนาระบบขนส่งสาธารณะ', 'Cabinet approves public transport budget'],
      ['กรมอุตุฯ เตือนพายุฤดูร้อน', 'Met Department warns of summer storms'],
      ['เปิดลงทะเบียนสวัสดิการแห่งรัฐรอบใหม่', 'New round of state welfare registration opens'],
      ['ความร่วมมือไทย–อาเซียนด้านการค้า', 'Thai–ASEAN trade cooperation'],
      ['แก้ปัญหาฝุ่น PM2.5 ในเมืองใหญ่', 'Tackling PM2.5 dust in major cities'],
    ],
    minutes: [15, 60],
  },
  documentary: {
    shows: [['สารคดีเปิดโลก', 'Open World Documentary'], ['ร่องรอยแผ่นดิน', 'Traces of the Land'], ['ธรรมชาติสยาม', 'Nature of Siam']],
    topics: [
      ['ป่าฝนเขาสก', 'The rainforest of Khao Sok'],
      ['ชีวิตช้างไทย', 'The life of Thai elephants'],
      ['แม่น้ำโขงสายเลือดอีสาน', 'The Mekong, lifeblood of Isan'],
      ['ทะเลอันดามันใต้ผืนน้ำ', 'Beneath the Andaman Sea'],
      ['เมืองเก่าสุโขทัย', 'The old city of Sukhothai'],
      ['ดอยอินทนนท์หลังคาแห่งสยาม', 'Doi Inthanon, roof of Siam'],
      ['ชุมชนประมงพื้นบ้าน', 'Traditional fishing communities'],
    ],
    minutes: [25, 55],
  },
  education: {
    shows: [['ห้องเรียนทีวี', 'TV Classroom'], ['ภาษาอังกฤษวันละคำ', 'English Every Day'], ['วิทย์คิดสนุก', 'Fun with Science']],
    topics: [
      ['คณิตศาสตร์ชั้นประถม', 'Primary school mathematics'],
      ['การอ่านจับใจความ', 'Reading for meaning'],
      ['ระบบสุริยะ', 'The solar system'],
      ['ประวัติศาสตร์ไทยสมัยอยุธยา', 'Thai history: the Ayutthaya period'],
      ['ทักษะดิจิทัลสำหรับผู้สูงอายุ', 'Digital skills for older people'],
      ['การเขียนโปรแกรมเบื้องต้น', 'Introduction to programming'],
    ],
    minutes: [20, 45],
  },
  health: {
    shows: [['สุขภาพดีกับหมอ', 'Good Health with the Doctor'], ['ชีวิตยืนยาว', 'Living Longer']],
    topics: [
      ['ป้องกันไข้เลือดออก', 'Preventing dengue fever'],
      ['อาหารลดความดัน', 'Food for lower blood pressure'],
      ['ออกกำลังกายสำหรับผู้สูงวัย', 'Exercise for older adults'],
      ['นอนหลับให้มีคุณภาพ', 'Sleeping well'],
      ['สมุนไพรไทยใกล้ตัว', 'Everyday Thai herbs'],
      ['ดูแลสุขภาพจิตในที่ทำงาน', 'Mental health at work'],
    ],
    minutes: [15, 40],
  },
  agriculture: {
    shows: [['เกษตรก้าวหน้า', 'Modern Farming'], ['คนเกษตร', 'Farm Folk']],
    topics: [
      ['ปลูกข้าวแบบประหยัดน้ำ', 'Water-saving rice farming'],
      ['เลี้ยงปลานิลในบ่อดิน', 'Raising tilapia in earth ponds'],
      ['ทุเรียนคุณภาพส่งออก', 'Export-quality durian'],
      ['โดรนเพื่อการเกษตร', 'Drones for agriculture'],
      ['ปุ๋ยอินทรีย์ทำเอง', 'Home-made organic fertiliser'],
      ['เกษตรทฤษฎีใหม่', 'The New Theory of farming'],
    ],
    minutes: [20, 45],
  },
  culture: {
    shows: [['มรดกไทย', 'Thai Heritage'], ['เพลินศิลป์', 'The Joy of Art']],
    topics: [
      ['ประเพณีลอยกระทง', 'The Loy Krathong festival'],
      ['ผ้าทอมือภาคอีสาน', 'Hand-woven textiles of Isan'],
      ['โขนนาฏศิลป์ชั้นสูง', 'Khon, the classical masked dance'],
      ['อาหารไทยสี่ภาค', 'Thai food of the four regions'],
      ['วัดและสถาปัตยกรรมล้านนา', 'Lanna temples and architecture'],
      ['ดนตรีไทยเดิม', 'Traditional Thai music'],
    ],
    minutes: [20, 50],
  },
  sports: {
    shows: [['สนามกีฬา', 'Sports Arena'], ['กีฬาเพื่อมวลชน', 'Sport for All']],
    topics: [
      ['มวยไทยศิลปะการต่อสู้', 'Muay Thai, the art of eight limbs'],
      ['วอลเลย์บอลหญิงทีมชาติไทย', 'Thailand women’s volleyball team'],
      ['ฟุตบอลเยาวชน', 'Youth football'],
      ['เซปักตะกร้อ', 'Sepak takraw'],
      ['วิ่งมาราธอนการกุศล', 'The charity marathon'],
      ['แบดมินตันรายการนานาชาติ', 'International badminton'],
    ],
    minutes: [15, 90],
  },
  entertainment: {
    shows: [['บันเทิงสุดสัปดาห์', 'Weekend Entertainment'], ['ลูกทุ่งเสียงทอง', 'Golden Voice of Luk Thung'], ['ละครชุมชน', 'Community Drama']],
    topics: [
      ['รวมเพลงลูกทุ่งยอดนิยม', 'Favourite luk thung songs'],
      ['เบื้องหลังการถ่ายทำ', 'Behind the scenes'],
      ['ประกวดร้องเพลงรอบชิงชนะเลิศ', 'Singing contest: the final'],
      ['ตลกคาเฟ่', 'Café comedy'],
      ['คอนเสิร์ตการกุศล', 'The charity concert'],
    ],
    minutes: [20, 60],
  },
};

/** Audio (podcast and radio programme) building blocks. */
export const audioWords = {
  shows: [['พอดแคสต์ สวท.', 'Radio Thailand Podcast'], ['เล่าข่าวเช้านี้', 'This Morning’s Stories'], ['ธรรมะสวัสดี', 'Dhamma Greetings'], ['เพลงไทยเดิมยามเย็น', 'Evening Thai Classics']],
  topics: videoWords.culture.topics.concat(videoWords.health.topics),
} as const;
