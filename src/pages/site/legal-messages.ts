import type { LocalizedMessages } from '../../i18n/index.ts';

/**
 * The legal pages' texts. In a sentence, `{retention}` is the retention period, `{contact}` the
 * link to the contact page, `{english}` the link to the English page and `{nepali}` the word
 * नेपाली (placed with `richText`). A list's items are shown in the order they are written here.
 */
const en = {
  updated: '28 November 2026',
  contactLink: 'contact page',
  /** Shown only above a translation: the English text is the one that binds. */
  translationNote: '',
  englishLink: '',
  privacy: {
    title: 'Privacy Policy',
    intro:
      'We collect as little as we can, keep it for as short a time as we can, and never sell it.',
    filesHeading: 'Files you upload',
    files:
      'Files sent to our image, video, audio and document tools are processed on our own servers and deleted, with their results, within {retention}. We do not look at them, share them or use them to train anything.',
    browserHeading: 'What runs in your browser',
    browser:
      'Converters, text, developer and design tools run entirely in your browser. What you type into them is not sent to us; we only count that a tool was used.',
    storedHeading: 'What we store',
    stored: {
      visitor:
        'An anonymous visitor id in a cookie, to count active users. It holds no personal data.',
      usage: 'How often each tool is used, per day, without any link to you.',
      messages: 'Messages you send through the contact form, to answer them.',
      settings:
        'Your accessibility settings and whether you saw the tutorial, in your own browser only.',
    },
    securityHeading: 'Security',
    security:
      'Every connection to the site is encrypted with TLS 1.3. Files are stored only while they are processed.',
    rightsHeading: 'Your rights',
    rights:
      'You may ask what we hold about you, have it corrected or deleted. We answer GDPR requests within one month. Write to us through the {contact}.',
  },
  terms: {
    title: 'Terms of Service',
    intro: 'By using Everyday Tools you agree to these terms. They are short; please read them.',
    usingHeading: 'Using the tools',
    using:
      'The tools are free for personal and commercial use. Do not upload content you have no right to process, and do not use the service to harm others or to overload it.',
    limitsHeading: 'File limits and retention',
    limits: {
      size: 'Files of up to 100MB per file for most tools, up to 500MB for most video tools, and up to 2GB to compress or convert a video.',
      retention: 'Uploaded files and results are deleted within {retention}.',
    },
    availabilityHeading: 'Availability',
    availability:
      'We aim for 99.9% uptime but cannot promise that the service is never interrupted.',
    changesHeading: 'Changes to these terms',
    changes: "We give 30 days' notice on this page before any material change takes effect.",
    liabilityHeading: 'Liability',
    liability:
      'The tools are provided as they are. Our liability is capped at the amount you paid us in the 12 months before the claim.',
  },
  cookies: {
    title: 'Cookie Policy',
    intro:
      'We use two small cookies and a little browser storage, all for the site itself. No advertising cookies.',
    cookiesHeading: 'The cookies we set',
    vid: ': a random anonymous id, kept for up to a year, used to count how many visitors are active. It holds no personal data and is never shared.',
    locale:
      ': set only when you pick a language with the language switch (English or {nepali}), kept for a year, so the site opens in that language next time.',
    storageHeading: 'Browser storage',
    storage: {
      settings: 'Your accessibility settings (contrast, motion, font size, screen reader mode).',
      tutorial: 'Whether you completed or skipped the tutorial.',
      uploads: 'Upload progress, so a large upload can resume after a page reload.',
    },
    choiceHeading: 'Your choice',
    choice:
      'You may clear cookies and storage in your browser at any time; the tools keep working.',
  },
  gdpr: {
    title: 'GDPR Compliance',
    intro: 'We follow the General Data Protection Regulation for every visitor, wherever they are.',
    basisHeading: 'Lawful basis',
    basis:
      'We process uploaded files only to give you the result you asked for (performance of a service), and anonymous usage counts for our legitimate interest in running the site.',
    minimisationHeading: 'Data minimisation and retention',
    minimisation:
      'Files and results are deleted within {retention}. Usage counts hold no personal data.',
    rightsHeading: 'Your rights',
    rights: {
      access: 'Access, correction and deletion of data about you.',
      restriction: 'Restriction of and objection to processing.',
      portability: 'Data portability.',
      complaint: 'A complaint to your data protection authority.',
    },
    askHeading: 'How to ask',
    ask: 'Send your request through the {contact}. We answer within one month.',
  },
};

export const legalMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    updated: '28 नोभेम्बर 2026',
    contactLink: 'सम्पर्क पृष्ठ',
    translationNote:
      'यो अनुवाद सुविधाका लागि मात्र हो; अङ्ग्रेजी र नेपाली पाठमा फरक परेमा अङ्ग्रेजी पाठ नै मान्य हुनेछ ({english})।',
    englishLink: 'अङ्ग्रेजी पाठ पढ्नुहोस्',
    privacy: {
      title: 'गोपनीयता नीति',
      intro: 'हामी सकेसम्म कम जानकारी लिन्छौं, सकेसम्म छोटो समय मात्र राख्छौं, र कहिल्यै बेच्दैनौं।',
      filesHeading: 'तपाईंले अपलोड गर्ने फाइलहरू',
      files:
        'हाम्रा तस्बिर, भिडियो, अडियो र कागजात उपकरणमा पठाइएका फाइलहरू हाम्रै सर्भरमा प्रशोधन हुन्छन् र तिनका नतिजासँगै {retention}भित्र मेटाइन्छन्। हामी ती फाइल हेर्दैनौं, कसैलाई दिँदैनौं, र कुनै कुरा सिकाउन (ट्रेनिङ) प्रयोग गर्दैनौं।',
      browserHeading: 'तपाईंको ब्राउजरमै चल्ने कुरा',
      browser:
        'रूपान्तरक, पाठ, डेभलपर र डिजाइन उपकरणहरू पूरै तपाईंको ब्राउजरमै चल्छन्। तिनमा तपाईंले टाइप गरेको कुरा हामीकहाँ पठाइँदैन; उपकरण प्रयोग भयो भन्ने मात्र हामी गन्छौं।',
      storedHeading: 'हामी के राख्छौं',
      stored: {
        visitor:
          'सक्रिय प्रयोगकर्ता गन्नका लागि कुकीमा एउटा अज्ञात आगन्तुक पहिचान (id)। यसमा कुनै व्यक्तिगत जानकारी हुँदैन।',
        usage: 'हरेक उपकरण दिनमा कति पटक प्रयोग भयो, तपाईंसँग कुनै सम्बन्ध नजोडी।',
        messages: 'सम्पर्क फारमबाट तपाईंले पठाउनुभएका सन्देशहरू, तिनको जवाफ दिनका लागि।',
        settings: 'तपाईंका पहुँचयोग्यता सेटिङहरू र तपाईंले परिचय भ्रमण हेर्नुभयो कि भएन, तपाईंकै ब्राउजरमा मात्र।',
      },
      securityHeading: 'सुरक्षा',
      security:
        'साइटसँगको हरेक जडान TLS 1.3 ले इन्क्रिप्ट गरिएको हुन्छ। फाइलहरू प्रशोधन हुँदासम्म मात्र राखिन्छन्।',
      rightsHeading: 'तपाईंका अधिकार',
      rights:
        'हामीसँग तपाईंबारे के जानकारी छ भनेर सोध्न, त्यसलाई सच्याउन वा मेटाउन लगाउन सक्नुहुन्छ। GDPR अनुरोधको जवाफ हामी एक महिनाभित्र दिन्छौं। {contact}बाट हामीलाई लेख्नुहोस्।',
    },
    terms: {
      title: 'सेवाका सर्तहरू',
      intro: 'Everyday Tools प्रयोग गरेर तपाईं यी सर्तहरूमा सहमत हुनुहुन्छ। सर्तहरू छोटा छन्; कृपया पढ्नुहोस्।',
      usingHeading: 'उपकरणहरूको प्रयोग',
      using:
        'उपकरणहरू व्यक्तिगत र व्यावसायिक प्रयोगका लागि निःशुल्क छन्। प्रशोधन गर्ने अधिकार नभएको सामग्री अपलोड नगर्नुहोस्, र सेवालाई अरूलाई हानि पुर्‍याउन वा यसमा अत्यधिक भार पार्न प्रयोग नगर्नुहोस्।',
      limitsHeading: 'फाइलको सीमा र राख्ने अवधि',
      limits: {
        size: 'धेरैजसो उपकरणमा प्रति फाइल 100MB सम्म, धेरैजसो भिडियो उपकरणमा 500MB सम्म, र भिडियो सानो बनाउन वा रूपान्तरण गर्न 2GB सम्मका फाइलहरू।',
        retention: 'अपलोड गरिएका फाइल र नतिजाहरू {retention}भित्र मेटाइन्छन्।',
      },
      availabilityHeading: 'उपलब्धता',
      availability:
        'हामी 99.9% समय सेवा चालु राख्ने लक्ष्य राख्छौं, तर सेवा कहिल्यै अवरुद्ध हुँदैन भन्ने वाचा गर्न सक्दैनौं।',
      changesHeading: 'यी सर्तहरूमा परिवर्तन',
      changes: 'कुनै महत्त्वपूर्ण परिवर्तन लागू हुनुभन्दा 30 दिनअघि हामी यसै पृष्ठमा सूचना दिन्छौं।',
      liabilityHeading: 'दायित्व',
      liability:
        'उपकरणहरू जस्ताको तस्तै दिइएका छन्। हाम्रो दायित्व दाबीभन्दा अघिका 12 महिनामा तपाईंले हामीलाई तिरेको रकमसम्म मात्र सीमित छ।',
    },
    cookies: {
      title: 'कुकी नीति',
      intro:
        'हामी दुईवटा साना कुकी र थोरै ब्राउजर भण्डारण प्रयोग गर्छौं, सबै साइटकै लागि। विज्ञापनका कुकी छैनन्।',
      cookiesHeading: 'हामीले राख्ने कुकीहरू',
      vid: ': एउटा अनियमित अज्ञात पहिचान (id), बढीमा एक वर्ष राखिने, कति आगन्तुक सक्रिय छन् भनेर गन्न प्रयोग हुने। यसमा कुनै व्यक्तिगत जानकारी हुँदैन र कसैलाई दिइँदैन।',
      locale:
        ': भाषा बदल्ने बटनबाट भाषा (English वा {nepali}) छान्दा मात्र राखिने, एक वर्ष राखिने, ताकि अर्को पटक साइट त्यही भाषामा खुलोस्।',
      storageHeading: 'ब्राउजर भण्डारण',
      storage: {
        settings: 'तपाईंका पहुँचयोग्यता सेटिङहरू (कन्ट्रास्ट, गति, अक्षरको आकार, स्क्रिन रिडर मोड)।',
        tutorial: 'तपाईंले परिचय भ्रमण पूरा गर्नुभयो वा छोड्नुभयो।',
        uploads: 'अपलोडको प्रगति, ताकि पृष्ठ फेरि लोड गर्दा ठूलो अपलोड जहाँ रोकिएको थियो त्यहीँबाट सुरु होस्।',
      },
      choiceHeading: 'तपाईंको रोजाइ',
      choice: 'तपाईं जुनसुकै बेला आफ्नो ब्राउजरमा कुकी र भण्डारण खाली गर्न सक्नुहुन्छ; उपकरणहरू चलिरहन्छन्।',
    },
    gdpr: {
      title: 'GDPR अनुपालन',
      intro:
        'हामी हरेक आगन्तुकका लागि, उहाँ जहाँसुकै हुनुहोस्, युरोपेली सामान्य डाटा संरक्षण नियमन (GDPR) पालना गर्छौं।',
      basisHeading: 'कानुनी आधार',
      basis:
        'अपलोड गरिएका फाइलहरू हामी तपाईंले मागेको नतिजा दिन मात्र प्रशोधन गर्छौं (सेवा प्रदान), र अज्ञात प्रयोग गणना साइट चलाउने हाम्रो वैध हितका लागि गर्छौं।',
      minimisationHeading: 'न्यूनतम डाटा र राख्ने अवधि',
      minimisation: 'फाइल र नतिजाहरू {retention}भित्र मेटाइन्छन्। प्रयोग गणनामा कुनै व्यक्तिगत जानकारी हुँदैन।',
      rightsHeading: 'तपाईंका अधिकार',
      rights: {
        access: 'तपाईंबारेको डाटा हेर्ने, सच्याउने र मेटाउने अधिकार।',
        restriction: 'प्रशोधन सीमित गर्ने र त्यसमा आपत्ति जनाउने अधिकार।',
        portability: 'डाटा सार्न पाउने अधिकार।',
        complaint: 'आफ्नो डाटा संरक्षण निकायमा उजुरी गर्ने अधिकार।',
      },
      askHeading: 'कसरी अनुरोध गर्ने',
      ask: 'आफ्नो अनुरोध {contact}बाट पठाउनुहोस्। हामी एक महिनाभित्र जवाफ दिन्छौं।',
    },
  },
};
