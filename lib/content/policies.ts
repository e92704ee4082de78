import type { PolicyPage } from '@/lib/site';

/** Bilingual policy texts of the portal (plain paragraphs; kept here rather than in the UI catalogues). */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  /** Items listed after the paragraphs (the cookie policy's cookies). */
  items?: PolicyItem[];
}
/** Cookies or stored values that serve one purpose: their names, what they are for and how long the browser keeps them. */
export interface PolicyItem {
  names: string[];
  purpose: string;
  kept: string;
}
export interface PolicyDocument {
  sections: PolicySection[];
}
type Bilingual = { th: PolicyDocument; en: PolicyDocument };

/**
 * Date of each policy's current revision (ISO day), shown under its heading ("Last updated") and given to
 * search engines as the page's `<lastmod>`. Change a page's date with its text.
 */
export const POLICY_REVISED: Record<PolicyPage, string> = {
  webpolicy: '2025-01-15',
  securitypolicy: '2025-01-15',
  privacypolicy: '2025-01-15',
  disclaimer: '2025-01-15',
  cookiespolicy: '2026-11-27', // prd.bandwidth, the player's remembered connection speed
  termandconditions: '2025-01-15',
};

const ORG_EN = 'the Government Public Relations Department (PRD)';
const ORG_TH = 'กรมประชาสัมพันธ์';

export const policies: Record<PolicyPage, Bilingual> = {
  webpolicy: {
    en: { sections: [
      { heading: 'About this website', paragraphs: [`This streaming service is operated by ${ORG_EN} to give the public free access to live television, radio, programmes on demand and government information in Thai and English.`] },
      { heading: 'Use of content', paragraphs: ['Programmes, images and texts on this website are protected by the Copyright Act B.E. 2537 (1994). You may watch, listen and share links for personal, non-commercial use. Any other reproduction, rebroadcast or modification requires written permission from PRD.', 'News content may be quoted with a clear credit to the source and a link to the original page.'] },
      { heading: 'Links to other websites', paragraphs: ['Links to websites of other agencies or third parties are provided for convenience. PRD is not responsible for their content, availability or privacy practices.'] },
      { heading: 'Accessibility', paragraphs: ['We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 level AA: pages can be used with a keyboard and screen readers, and every map has a list alternative. Please tell us through the contact page if something does not work for you.'] },
      { heading: 'Changes to this policy', paragraphs: ['This policy may be updated from time to time. The date of the latest revision is shown at the top of the page.'] },
    ] },
    th: { sections: [
      { heading: 'เกี่ยวกับเว็บไซต์', paragraphs: [`บริการสตรีมมิ่งนี้ดำเนินการโดย${ORG_TH} เพื่อให้ประชาชนเข้าถึงการถ่ายทอดสดโทรทัศน์ วิทยุ รายการย้อนหลัง และข้อมูลข่าวสารของภาครัฐได้โดยไม่เสียค่าใช้จ่าย ทั้งภาษาไทยและภาษาอังกฤษ`] },
      { heading: 'การใช้เนื้อหา', paragraphs: ['รายการ ภาพ และข้อความบนเว็บไซต์นี้ได้รับความคุ้มครองตามพระราชบัญญัติลิขสิทธิ์ พ.ศ. 2537 ท่านสามารถรับชม รับฟัง และแบ่งปันลิงก์เพื่อการใช้งานส่วนบุคคลที่ไม่ใช่เชิงพาณิชย์ได้ การทำซ้ำ เผยแพร่ซ้ำ หรือดัดแปลงในลักษณะอื่นต้องได้รับอนุญาตเป็นลายลักษณ์อักษรจากกรมประชาสัมพันธ์', 'เนื้อหาข่าวสามารถอ้างอิงได้ โดยระบุแหล่งที่มาอย่างชัดเจนพร้อมลิงก์ไปยังหน้าต้นฉบับ'] },
      { heading: 'ลิงก์ไปยังเว็บไซต์อื่น', paragraphs: ['ลิงก์ไปยังเว็บไซต์ของหน่วยงานอื่นหรือบุคคลภายนอกมีไว้เพื่ออำนวยความสะดวก กรมประชาสัมพันธ์ไม่รับผิดชอบต่อเนื้อหา ความพร้อมใช้งาน หรือแนวปฏิบัติด้านความเป็นส่วนตัวของเว็บไซต์เหล่านั้น'] },
      { heading: 'การเข้าถึงสำหรับทุกคน', paragraphs: ['เรามุ่งให้เว็บไซต์เป็นไปตามแนวทาง WCAG 2.1 ระดับ AA สามารถใช้งานด้วยแป้นพิมพ์และโปรแกรมอ่านหน้าจอ และแผนที่ทุกแผนที่มีรายการข้อมูลทดแทน หากพบปัญหาในการใช้งาน โปรดแจ้งเราผ่านหน้าติดต่อเรา'] },
      { heading: 'การเปลี่ยนแปลงนโยบาย', paragraphs: ['นโยบายนี้อาจมีการปรับปรุงเป็นครั้งคราว วันที่ปรับปรุงล่าสุดแสดงไว้ที่ด้านบนของหน้า'] },
    ] },
  },
  securitypolicy: {
    en: { sections: [
      { heading: 'Our commitment', paragraphs: ['PRD protects the confidentiality, integrity and availability of this service in line with the Cybersecurity Act B.E. 2562 (2019) and the standards of the Electronic Transactions Development Agency (ETDA).'] },
      { heading: 'How we protect your account', paragraphs: ['All traffic is encrypted with HTTPS. Passwords are stored only as salted one-way hashes (Argon2id) and are never readable by staff. Your sign-in session is kept in an encrypted, HTTP-only cookie that scripts on the page cannot read.', 'One-time codes expire after a short time and the number of attempts is limited.'] },
      { heading: 'Monitoring and incidents', paragraphs: ['Systems are monitored for abuse. Repeated failed sign-ins and excessive requests are limited automatically. Security incidents are handled according to our incident response plan and reported to the authorities where the law requires.'] },
      { heading: 'What you can do', paragraphs: ['Use a strong password that you do not use elsewhere, sign out on shared devices and never share one-time codes. PRD staff will never ask for your password.'] },
      { heading: 'Reporting a vulnerability', paragraphs: ['If you believe you have found a security weakness, please report it through the contact page with the subject "Security". Please do not access other people’s data or disrupt the service while investigating.'] },
    ] },
    th: { sections: [
      { heading: 'ความมุ่งมั่นของเรา', paragraphs: ['กรมประชาสัมพันธ์คุ้มครองการรักษาความลับ ความถูกต้องครบถ้วน และความพร้อมใช้งานของบริการนี้ ตามพระราชบัญญัติการรักษาความมั่นคงปลอดภัยไซเบอร์ พ.ศ. 2562 และมาตรฐานของสำนักงานพัฒนาธุรกรรมทางอิเล็กทรอนิกส์ (สพธอ.)'] },
      { heading: 'การปกป้องบัญชีของท่าน', paragraphs: ['การรับส่งข้อมูลทั้งหมดเข้ารหัสด้วย HTTPS รหัสผ่านจัดเก็บเฉพาะในรูปแบบแฮชทางเดียว (Argon2id) ซึ่งเจ้าหน้าที่ไม่สามารถอ่านได้ เซสชันการเข้าสู่ระบบเก็บอยู่ในคุกกี้ที่เข้ารหัสและสคริปต์บนหน้าเว็บไม่สามารถเข้าถึงได้', 'รหัส OTP มีอายุการใช้งานจำกัดและจำกัดจำนวนครั้งในการกรอก'] },
      { heading: 'การเฝ้าระวังและเหตุการณ์ผิดปกติ', paragraphs: ['ระบบได้รับการเฝ้าระวังการใช้งานในทางที่ผิด การเข้าสู่ระบบผิดพลาดซ้ำ ๆ และการเรียกใช้งานที่มากเกินไปจะถูกจำกัดโดยอัตโนมัติ เหตุการณ์ด้านความมั่นคงปลอดภัยจะได้รับการจัดการตามแผนรับมือ และรายงานต่อหน่วยงานที่เกี่ยวข้องตามที่กฎหมายกำหนด'] },
      { heading: 'สิ่งที่ท่านทำได้', paragraphs: ['ใช้รหัสผ่านที่คาดเดายากและไม่ซ้ำกับบริการอื่น ออกจากระบบเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น และอย่าเปิดเผยรหัส OTP แก่ผู้ใด เจ้าหน้าที่กรมประชาสัมพันธ์จะไม่ขอรหัสผ่านของท่าน'] },
      { heading: 'การแจ้งช่องโหว่', paragraphs: ['หากท่านพบจุดอ่อนด้านความปลอดภัย โปรดแจ้งผ่านหน้าติดต่อเราโดยใช้หัวข้อ "ความปลอดภัย" และโปรดอย่าเข้าถึงข้อมูลของผู้อื่นหรือรบกวนการให้บริการระหว่างการตรวจสอบ'] },
    ] },
  },
  privacypolicy: {
    en: { sections: [
      { heading: 'Data controller', paragraphs: [`${ORG_EN}, 9 Rama VI Road, Samsen Nai, Phaya Thai, Bangkok 10400, is the data controller under the Personal Data Protection Act B.E. 2562 (2019) (PDPA).`] },
      { heading: 'Data we collect', paragraphs: ['Account data you give us: first name, last name, e-mail, optional phone number and gender, language and profile picture. Usage data: watch history, favourites and notifications linked to your account. Technical data: IP address, browser type and anonymous visit counts. Messages you send through the contact form.'] },
      { heading: 'Why we use it', paragraphs: ['To provide the service you request (contract basis), to keep the service secure (legitimate interest), to answer your messages, and — only with your consent — to measure audiences. We do not sell personal data or use it for advertising.'] },
      { heading: 'How long we keep it', paragraphs: ['Account data is kept while your account exists and deleted within 90 days after you close it. Contact messages are kept for two years. Security logs are kept for 90 days, as required by the Computer Crime Act.'] },
      { heading: 'Your rights', paragraphs: ['Under the PDPA you may request access to, a copy of, correction or deletion of your data, object to or restrict its use, withdraw consent and request data portability. Send requests through the contact page; we answer within 30 days. You may also complain to the Personal Data Protection Committee.'] },
      { heading: 'Sharing', paragraphs: ['Data is processed by PRD and by service providers bound by data processing agreements (hosting, e-mail delivery). It is disclosed to authorities only when the law requires.'] },
    ] },
    th: { sections: [
      { heading: 'ผู้ควบคุมข้อมูลส่วนบุคคล', paragraphs: [`${ORG_TH} เลขที่ 9 ถนนพระรามที่ 6 แขวงสามเสนใน เขตพญาไท กรุงเทพมหานคร 10400 เป็นผู้ควบคุมข้อมูลส่วนบุคคลตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (PDPA)`] },
      { heading: 'ข้อมูลที่เราเก็บรวบรวม', paragraphs: ['ข้อมูลบัญชีที่ท่านให้ไว้ ได้แก่ ชื่อ นามสกุล อีเมล หมายเลขโทรศัพท์และเพศ (ถ้ามี) ภาษา และรูปโปรไฟล์ ข้อมูลการใช้งาน ได้แก่ ประวัติการรับชม รายการโปรด และการแจ้งเตือนที่ผูกกับบัญชี ข้อมูลทางเทคนิค ได้แก่ หมายเลข IP ประเภทเบราว์เซอร์ และสถิติการเข้าชมแบบไม่ระบุตัวตน และข้อความที่ท่านส่งผ่านแบบฟอร์มติดต่อเรา'] },
      { heading: 'วัตถุประสงค์ในการใช้ข้อมูล', paragraphs: ['เพื่อให้บริการตามที่ท่านร้องขอ (ฐานสัญญา) เพื่อรักษาความปลอดภัยของบริการ (ฐานประโยชน์โดยชอบด้วยกฎหมาย) เพื่อตอบข้อความของท่าน และเพื่อวัดสถิติผู้ชมเฉพาะเมื่อได้รับความยินยอมจากท่าน เราไม่ขายข้อมูลส่วนบุคคลและไม่ใช้เพื่อการโฆษณา'] },
      { heading: 'ระยะเวลาการเก็บรักษา', paragraphs: ['ข้อมูลบัญชีเก็บไว้ตลอดระยะเวลาที่บัญชียังคงอยู่ และลบภายใน 90 วันหลังปิดบัญชี ข้อความติดต่อเก็บไว้ 2 ปี บันทึกด้านความปลอดภัยเก็บไว้ 90 วันตามพระราชบัญญัติว่าด้วยการกระทำความผิดเกี่ยวกับคอมพิวเตอร์'] },
      { heading: 'สิทธิของเจ้าของข้อมูล', paragraphs: ['ตาม PDPA ท่านมีสิทธิขอเข้าถึง ขอรับสำเนา ขอแก้ไข หรือขอลบข้อมูล คัดค้านหรือขอระงับการใช้ข้อมูล ถอนความยินยอม และขอให้โอนย้ายข้อมูล โปรดส่งคำขอผ่านหน้าติดต่อเรา เราจะตอบภายใน 30 วัน ท่านยังสามารถร้องเรียนต่อคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลได้'] },
      { heading: 'การเปิดเผยข้อมูล', paragraphs: ['ข้อมูลได้รับการประมวลผลโดยกรมประชาสัมพันธ์และผู้ให้บริการที่ผูกพันตามข้อตกลงการประมวลผลข้อมูล (การจัดเก็บระบบ การส่งอีเมล) และจะเปิดเผยต่อหน่วยงานของรัฐเฉพาะเมื่อกฎหมายกำหนด'] },
    ] },
  },
  disclaimer: {
    en: { sections: [
      { heading: 'Information only', paragraphs: ['Content on this service is provided for public information. PRD takes care to keep it accurate and up to date but gives no warranty that it is complete or free of errors. Official announcements published in the Royal Gazette prevail.'] },
      { heading: 'Opinions', paragraphs: ['Views expressed by guests and interviewees in programmes are their own and do not necessarily reflect the policy of PRD or the Royal Thai Government.'] },
      { heading: 'Availability', paragraphs: ['Live streams and programmes may be interrupted, changed or withdrawn without notice, for example for breaking news or rights restrictions. Schedules are indicative.'] },
      { heading: 'Liability', paragraphs: ['To the extent permitted by law, PRD is not liable for any loss arising from the use of, or inability to use, this service or content on linked websites.'] },
    ] },
    th: { sections: [
      { heading: 'ข้อมูลเพื่อการเผยแพร่', paragraphs: ['เนื้อหาในบริการนี้จัดทำขึ้นเพื่อเผยแพร่ข้อมูลข่าวสารแก่ประชาชน กรมประชาสัมพันธ์ดูแลให้ข้อมูลถูกต้องและเป็นปัจจุบัน แต่ไม่รับรองว่าข้อมูลครบถ้วนหรือปราศจากข้อผิดพลาด ประกาศอย่างเป็นทางการที่เผยแพร่ในราชกิจจานุเบกษาถือเป็นที่สุด'] },
      { heading: 'ความคิดเห็น', paragraphs: ['ความคิดเห็นของแขกรับเชิญและผู้ให้สัมภาษณ์ในรายการเป็นความเห็นส่วนบุคคล ไม่จำเป็นต้องสะท้อนนโยบายของกรมประชาสัมพันธ์หรือรัฐบาล'] },
      { heading: 'ความพร้อมของบริการ', paragraphs: ['การถ่ายทอดสดและรายการต่าง ๆ อาจหยุดชะงัก เปลี่ยนแปลง หรือถูกถอดออกโดยไม่แจ้งล่วงหน้า เช่น กรณีข่าวด่วนหรือข้อจำกัดด้านลิขสิทธิ์ ผังรายการเป็นเพียงข้อมูลโดยประมาณ'] },
      { heading: 'ความรับผิด', paragraphs: ['ภายในขอบเขตที่กฎหมายอนุญาต กรมประชาสัมพันธ์ไม่รับผิดชอบต่อความเสียหายใด ๆ อันเกิดจากการใช้หรือไม่สามารถใช้บริการนี้ หรือเนื้อหาบนเว็บไซต์ที่เชื่อมโยง'] },
    ] },
  },
  cookiespolicy: {
    en: { sections: [
      { heading: 'What cookies are', paragraphs: ['Cookies are small text files a website stores in your browser. We use as few as possible and never for advertising.'] },
      { heading: 'Necessary cookies', paragraphs: ['These are needed for the service to work and are set without asking for consent. On the secure (HTTPS) site the names of the sign-in cookies begin with __Secure- or __Host-.'], items: [
        { names: ['language'], purpose: 'Your chosen language (Thai or English).', kept: '1 year' },
        { names: ['next-auth.session-token'], purpose: 'Keeps you signed in. It is encrypted and HTTP-only: scripts on the page cannot read it.', kept: '30 days if you ticked "Remember password", otherwise until you close the browser (12 hours at most)' },
        { names: ['prd.device'], purpose: 'Set when you sign in with your password: a random code that marks this browser as one you have signed in from. If someone else keeps trying wrong passwords on your account, the account is locked for a while, but not in the browsers that hold this cookie. It holds one code for each member who signed in with this browser (at most five), is HTTP-only and is sent only when you sign in.', kept: '1 year' },
        { names: ['next-auth.csrf-token', 'next-auth.callback-url'], purpose: 'Protect signing in and out against forged requests and bring you back to the page you were on.', kept: 'until you close the browser' },
        { names: ['next-auth.state', 'next-auth.pkce.code_verifier'], purpose: 'Only while you sign in with Google or Facebook: they protect the hand-over from that service.', kept: '15 minutes' },
        { names: ['acceptCookie'], purpose: 'Remembers that you accepted this policy, so the cookie bar is not shown again.', kept: '1 year' },
        { names: ['nextauth.message'], purpose: 'Kept in your browser\'s storage: tells your other open tabs of this site that you signed in or out, so that they follow. It holds no personal data.', kept: 'until you clear your browser\'s data; replaced at each sign-in and sign-out' },
      ] },
      { heading: 'Preference cookies', paragraphs: ['These remember choices you made on the site and are set when you make them, apart from prd.bandwidth, which is kept in your browser\'s storage and never sent to us: it identifies no one.'], items: [
        { names: ['acceptShowBanner'], purpose: 'Remembers "Do not show again" for the home popup.', kept: '1 year' },
        { names: ['notifyHome'], purpose: 'Remembers that you closed the live announcement.', kept: '1 year' },
        { names: ['prd.bandwidth'], purpose: 'How fast your last video downloaded, so that the next video starts at a picture quality your connection can carry. It is not used when your browser is set to save data.', kept: 'until you clear your browser\'s data; not used once it is a week old' },
      ] },
      { heading: 'Statistics and third parties', paragraphs: ['Only after you accept cookies do we load the audience-statistics script and show embedded posts from Facebook and YouTube on the social page. These services may set their own cookies under their own policies.'], items: [
        { names: ['audienceCounted'], purpose: 'Kept in your browser\'s storage for the tab, once you have accepted cookies: your visit is counted once, not on every page.', kept: 'until you close the tab' },
      ] },
      { heading: 'Managing cookies', paragraphs: ['You can delete cookies or block them in your browser settings at any time. Blocking necessary cookies may stop sign-in and language choice from working.'] },
    ] },
    th: { sections: [
      { heading: 'คุกกี้คืออะไร', paragraphs: ['คุกกี้คือไฟล์ข้อความขนาดเล็กที่เว็บไซต์จัดเก็บไว้ในเบราว์เซอร์ของท่าน เราใช้คุกกี้เท่าที่จำเป็นและไม่ใช้เพื่อการโฆษณา'] },
      { heading: 'คุกกี้ที่จำเป็น', paragraphs: ['คุกกี้เหล่านี้จำเป็นต่อการให้บริการ จึงตั้งค่าโดยไม่ต้องขอความยินยอม บนเว็บไซต์ที่ใช้การเชื่อมต่อแบบปลอดภัย (HTTPS) ชื่อของคุกกี้สำหรับการเข้าสู่ระบบจะขึ้นต้นด้วย __Secure- หรือ __Host-'], items: [
        { names: ['language'], purpose: 'ภาษาที่ท่านเลือก (ไทยหรืออังกฤษ)', kept: '1 ปี' },
        { names: ['next-auth.session-token'], purpose: 'ทำให้ท่านอยู่ในระบบ คุกกี้นี้เข้ารหัสและเป็นแบบ HTTP-only สคริปต์บนหน้าเว็บจึงอ่านไม่ได้', kept: '30 วัน หากท่านเลือก "จดจำรหัสผ่าน" มิฉะนั้นจนกว่าท่านจะปิดเบราว์เซอร์ (ไม่เกิน 12 ชั่วโมง)' },
        { names: ['prd.device'], purpose: 'บันทึกเมื่อท่านเข้าสู่ระบบด้วยรหัสผ่าน เป็นรหัสสุ่มที่ระบุว่าท่านเคยเข้าสู่ระบบจากเบราว์เซอร์นี้ หากมีผู้อื่นพยายามใส่รหัสผ่านบัญชีของท่านผิดซ้ำหลายครั้ง บัญชีจะถูกระงับการเข้าสู่ระบบชั่วคราว ยกเว้นในเบราว์เซอร์ที่มีคุกกี้นี้ คุกกี้นี้เก็บรหัสของสมาชิกแต่ละคนที่เคยเข้าสู่ระบบด้วยเบราว์เซอร์นี้ (ไม่เกินห้าคน) เป็นแบบ HTTP-only และส่งเฉพาะเมื่อเข้าสู่ระบบ', kept: '1 ปี' },
        { names: ['next-auth.csrf-token', 'next-auth.callback-url'], purpose: 'ป้องกันการปลอมแปลงคำขอเข้าสู่ระบบและออกจากระบบ และพาท่านกลับไปยังหน้าที่ท่านเปิดอยู่', kept: 'จนกว่าท่านจะปิดเบราว์เซอร์' },
        { names: ['next-auth.state', 'next-auth.pkce.code_verifier'], purpose: 'ใช้เฉพาะขณะเข้าสู่ระบบด้วย Google หรือ Facebook เพื่อปกป้องการส่งต่อข้อมูลจากบริการนั้น', kept: '15 นาที' },
        { names: ['acceptCookie'], purpose: 'จดจำว่าท่านยอมรับนโยบายนี้แล้ว จึงไม่แสดงแถบคุกกี้อีก', kept: '1 ปี' },
        { names: ['nextauth.message'], purpose: 'เก็บไว้ในพื้นที่จัดเก็บของเบราว์เซอร์ เพื่อแจ้งแท็บอื่นของเว็บไซต์นี้ที่ท่านเปิดอยู่ว่าท่านเข้าสู่ระบบหรือออกจากระบบแล้ว ให้แท็บเหล่านั้นเปลี่ยนตาม โดยไม่มีข้อมูลส่วนบุคคล', kept: 'จนกว่าท่านจะล้างข้อมูลของเบราว์เซอร์ และจะถูกแทนที่ทุกครั้งที่เข้าสู่ระบบหรือออกจากระบบ' },
      ] },
      { heading: 'คุกกี้เพื่อการตั้งค่า', paragraphs: ['คุกกี้เหล่านี้จดจำสิ่งที่ท่านเลือกไว้บนเว็บไซต์ และจะบันทึกเมื่อท่านเลือกเท่านั้น ยกเว้น prd.bandwidth ซึ่งเก็บไว้ในเบราว์เซอร์ของท่านและไม่ถูกส่งมายังเรา ค่านี้ไม่สามารถใช้ระบุตัวตนของผู้ใดได้'], items: [
        { names: ['acceptShowBanner'], purpose: 'จดจำตัวเลือก "ไม่ต้องแสดงอีก" ของป๊อปอัปหน้าแรก', kept: '1 ปี' },
        { names: ['notifyHome'], purpose: 'จดจำว่าท่านปิดประกาศถ่ายทอดสดแล้ว', kept: '1 ปี' },
        { names: ['prd.bandwidth'], purpose: 'ความเร็วในการดาวน์โหลดวิดีโอครั้งล่าสุด เพื่อให้วิดีโอถัดไปเริ่มเล่นที่ความคมชัดที่การเชื่อมต่อของท่านรองรับได้ เราจะไม่นำค่านี้มาใช้เมื่อท่านตั้งค่าเบราว์เซอร์ให้ประหยัดข้อมูล', kept: 'จนกว่าท่านจะล้างข้อมูลของเบราว์เซอร์ และจะไม่นำมาใช้อีกเมื่อผ่านไปหนึ่งสัปดาห์' },
      ] },
      { heading: 'สถิติและบริการของบุคคลภายนอก', paragraphs: ['เราจะโหลดสคริปต์สถิติผู้ชมและแสดงโพสต์จาก Facebook และ YouTube ในหน้าโซเชียลหลังจากที่ท่านยอมรับคุกกี้แล้วเท่านั้น บริการเหล่านี้อาจตั้งค่าคุกกี้ของตนเองตามนโยบายของผู้ให้บริการ'], items: [
        { names: ['audienceCounted'], purpose: 'เก็บไว้ในพื้นที่จัดเก็บของเบราว์เซอร์สำหรับแท็บนั้นหลังจากที่ท่านยอมรับคุกกี้แล้ว เพื่อให้นับการเข้าชมของท่านเพียงครั้งเดียว ไม่ใช่ทุกหน้าที่เปิด', kept: 'จนกว่าท่านจะปิดแท็บ' },
      ] },
      { heading: 'การจัดการคุกกี้', paragraphs: ['ท่านสามารถลบหรือปิดกั้นคุกกี้ได้ทุกเมื่อในการตั้งค่าเบราว์เซอร์ การปิดกั้นคุกกี้ที่จำเป็นอาจทำให้การเข้าสู่ระบบและการเลือกภาษาไม่ทำงาน'] },
    ] },
  },
  termandconditions: {
    en: { sections: [
      { heading: 'Acceptance', paragraphs: [`By registering or using this service you agree to these terms, the privacy policy and the cookie policy. The service is provided by ${ORG_EN}.`] },
      { heading: 'Your account', paragraphs: ['You must give true information when registering and keep your password secret. You are responsible for activity under your account. One person may hold one account; accounts may not be sold or transferred.'] },
      { heading: 'Acceptable use', paragraphs: ['Do not use the service to break Thai law, to infringe the rights of others, to send spam through the contact form, to interfere with the service or to collect data automatically beyond the limits of the public API.'] },
      { heading: 'Content and licence', paragraphs: ['Programmes remain the property of PRD or their rights holders. You receive a personal, non-exclusive, non-transferable right to watch and listen for non-commercial purposes.'] },
      { heading: 'Suspension and closure', paragraphs: ['PRD may suspend accounts that break these terms. You may close your account at any time by contacting us; your data is then deleted as described in the privacy policy.'] },
      { heading: 'Governing law', paragraphs: ['These terms are governed by the laws of the Kingdom of Thailand. Disputes fall under the jurisdiction of the Thai courts.'] },
    ] },
    th: { sections: [
      { heading: 'การยอมรับข้อกำหนด', paragraphs: [`การลงทะเบียนหรือใช้บริการนี้ถือว่าท่านยอมรับข้อกำหนดและเงื่อนไขนี้ รวมทั้งนโยบายความเป็นส่วนตัวและนโยบายคุกกี้ บริการนี้ให้บริการโดย${ORG_TH}`] },
      { heading: 'บัญชีผู้ใช้', paragraphs: ['ท่านต้องให้ข้อมูลที่เป็นจริงในการลงทะเบียนและเก็บรักษารหัสผ่านเป็นความลับ ท่านต้องรับผิดชอบต่อการใช้งานภายใต้บัญชีของท่าน บุคคลหนึ่งมีบัญชีได้หนึ่งบัญชี และห้ามขายหรือโอนบัญชี'] },
      { heading: 'การใช้งานที่เหมาะสม', paragraphs: ['ห้ามใช้บริการเพื่อกระทำการที่ขัดต่อกฎหมายไทย ละเมิดสิทธิของผู้อื่น ส่งข้อความรบกวนผ่านแบบฟอร์มติดต่อ รบกวนการให้บริการ หรือดึงข้อมูลโดยอัตโนมัติเกินขอบเขตของ API สาธารณะ'] },
      { heading: 'เนื้อหาและสิทธิการใช้งาน', paragraphs: ['รายการต่าง ๆ เป็นกรรมสิทธิ์ของกรมประชาสัมพันธ์หรือเจ้าของสิทธิ ท่านได้รับสิทธิส่วนบุคคลที่ไม่ผูกขาดและโอนไม่ได้ในการรับชมและรับฟังเพื่อวัตถุประสงค์ที่ไม่ใช่เชิงพาณิชย์'] },
      { heading: 'การระงับและการปิดบัญชี', paragraphs: ['กรมประชาสัมพันธ์อาจระงับบัญชีที่ฝ่าฝืนข้อกำหนดนี้ ท่านสามารถขอปิดบัญชีได้ทุกเมื่อโดยติดต่อเรา และข้อมูลของท่านจะถูกลบตามที่ระบุในนโยบายความเป็นส่วนตัว'] },
      { heading: 'กฎหมายที่ใช้บังคับ', paragraphs: ['ข้อกำหนดนี้อยู่ภายใต้กฎหมายแห่งราชอาณาจักรไทย ข้อพิพาทใด ๆ อยู่ในเขตอำนาจของศาลไทย'] },
    ] },
  },
};
