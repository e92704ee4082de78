/**
 * The most common passwords of public breach corpora (lower-cased), restricted to the ones our
 * rules would otherwise accept in some capitalisation: 8+ characters with letters and digits.
 * A password is refused when its lower-case form is on the list.
 */
const LIST = `
password1 password12 password123 password1234 password12345 passw0rd p@ssw0rd p@ssword1 pa55word pa55w0rd
qwerty123 qwerty1234 qwerty12345 qwertyuiop1 qwerty12 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4
q1w2e3r4t5 zaq12wsx abc12345 abcd1234 abcde123 abcdef123 abc123456 a1234567 a12345678 aa123456
aa12345678 asdf1234 asdfgh123 zxcvbnm1 zxcvbnm123 iloveyou1 iloveyou2 iloveyou123 welcome1 welcome12
welcome123 welcome2024 welcome2025 welcome2026 letmein1 letmein123 changeme1 changeme123 admin123 admin1234
administrator1 monkey123 dragon123 master123 football1 football123 baseball1 sunshine1 sunshine123 princess1
princess123 shadow123 superman1 superman123 batman123 trustno1 michael1 jordan23 computer1 internet1
starwars1 whatever1 freedom1 charlie1 hello123 hello1234 hello12345 test1234 test12345 testing123
secret123 summer2024 summer2025 summer2026 winter2024 winter2025 spring2025 autumn2025 january1 december1
google123 facebook1 facebook123 samsung123 iphone123 nopassword1 mypassword1 newpassword1 football12
liverpool1 chelsea123 arsenal123 soccer123 hockey123 killer123 pokemon123 naruto123 jesus123 blessed1
lovely123 loveyou123 love1234 family123 mother123 flower123 computer123 qazwsx123 thailand1 thailand123
bangkok1 bangkok123 siam1234 thai1234 krungthep1 123456abc 12345678a 123456789a 1234567890a 123qwe123
123abc123 1234qwer 1234abcd 12qwaszx qwer1234 asdf12345 zxcv1234 pass1234 pass12345 passwd123
user1234 guest123 login123 demo1234 root1234 student1 teacher1 school123 default1 temp1234
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
