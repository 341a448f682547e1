/**
 * Common words whose everyday romanized spelling the scheme alone would not spell right ("nepal"
 * types नेपल by the scheme). Kept small on purpose: place names, greetings and everyday words.
 * Keys are lower case; a word typed with capitals is read by the scheme only.
 */
export const WORDS: Readonly<Record<string, string>> = {
  nepal: 'नेपाल',
  nepali: 'नेपाली',
  kathmandu: 'काठमाडौं',
  lalitpur: 'ललितपुर',
  bhaktapur: 'भक्तपुर',
  pokhara: 'पोखरा',
  biratnagar: 'विराटनगर',
  birgunj: 'वीरगंज',
  dharan: 'धरान',
  butwal: 'बुटवल',
  janakpur: 'जनकपुर',
  chitwan: 'चितवन',
  himal: 'हिमाल',
  sagarmatha: 'सगरमाथा',
  namaste: 'नमस्ते',
  namaskar: 'नमस्कार',
  dhanyabad: 'धन्यवाद',
  dhanyawad: 'धन्यवाद',
  sanchai: 'सन्चै',
  hajur: 'हजुर',
  ama: 'आमा',
  aama: 'आमा',
  baba: 'बाबा',
  buwa: 'बुवा',
  didi: 'दिदी',
  dai: 'दाइ',
  bahini: 'बहिनी',
  bhai: 'भाइ',
  sathi: 'साथी',
  ghar: 'घर',
  pani: 'पानी',
  bhat: 'भात',
  khana: 'खाना',
  chiya: 'चिया',
  desh: 'देश',
  sarkar: 'सरकार',
  bidyalaya: 'विद्यालय',
  vidyalaya: 'विद्यालय',
  vidyarthi: 'विद्यार्थी',
  shikshak: 'शिक्षक',
  kitab: 'किताब',
  kam: 'काम',
  aaja: 'आज',
  aja: 'आज',
  bholi: 'भोलि',
  hijo: 'हिजो',
  ramro: 'राम्रो',
  naramro: 'नराम्रो',
  thik: 'ठिक',
  cha: 'छ',
  chha: 'छ',
  chaina: 'छैन',
  chhaina: 'छैन',
  ho: 'हो',
  hoina: 'होइन',
  ma: 'म',
  timi: 'तिमी',
  tapai: 'तपाईं',
  tapain: 'तपाईं',
  hami: 'हामी',
  uni: 'उनी',
  yo: 'यो',
  tyo: 'त्यो',
  ke: 'के',
  kina: 'किन',
  kaha: 'कहाँ',
  kahile: 'कहिले',
  kasto: 'कस्तो',
  kati: 'कति',
  maya: 'माया',
  khushi: 'खुसी',
  gyan: 'ज्ञान',
  gyaan: 'ज्ञान',
  samaya: 'समय',
  din: 'दिन',
  raat: 'रात',
  barsha: 'वर्ष',
  mahina: 'महिना',
  rupaiya: 'रुपैयाँ',
  paisa: 'पैसा',
  dashain: 'दसैं',
  tihar: 'तिहार',
  prem: 'प्रेम',
  shanti: 'शान्ति',
  swagat: 'स्वागत',
  subha: 'शुभ',
  shubha: 'शुभ',
  kripaya: 'कृपया',
};

/** Dictionary words whose romanized key starts with `roman`, the exact key first. */
export function suggestWords(roman: string, limit = 4): string[] {
  const typed = roman.toLowerCase();
  if (typed.length < 2 || typed !== roman) return [];
  const found = new Set<string>();
  const exact = WORDS[typed];
  if (exact) found.add(exact);
  for (const [key, word] of Object.entries(WORDS)) {
    if (found.size >= limit) break;
    if (key.startsWith(typed)) found.add(word);
  }
  return [...found];
}
