import type { CatalogueTranslation } from './catalogue-text.ts';

/**
 * Every category's and tool's name and description in Nepali, keyed by slug
 * (shared/catalogue/categories.ts; ne-catalogue.test.ts keeps the two in step). Loaded with the rest
 * of the Nepali shell messages; the server reads it for the head tags of /ne/ pages.
 *
 * Format and brand names (PDF, JPG, MP3, JSON, CSS, AI, QR...) stay in Latin letters, as Nepali
 * sites write them in tool names; their Devanagari spellings (पीडीएफ, जेपीजी) are search keywords.
 */
export const nepaliCatalogue: CatalogueTranslation = {
  categories: {
    'image-tools': {
      name: 'तस्बिर उपकरणहरू',
      description:
        'तस्बिरको पृष्ठभूमि हटाउनुहोस्, क्रप गर्नुहोस्, आकार बदल्नुहोस्, ढाँचा बदल्नुहोस्, एनिमेसन बनाउनुहोस् र तस्बिर र PDF बीच सार्नुहोस्।',
    },
    'video-tools': {
      name: 'भिडियो उपकरणहरू',
      description:
        'भिडियोबाट GIF बनाउनुहोस्, भिडियोको आवाज निकाल्नुहोस् वा नयाँ आवाज राख्नुहोस्, र भिडियो डाउनलोड गर्नुहोस्।',
    },
    'audio-tools': {
      name: 'अडियो उपकरणहरू',
      description: 'अडियो फाइलबाट चाहिएको भाग मात्र काट्नुहोस्।',
    },
    'document-tools': {
      name: 'कागजात उपकरणहरू',
      description:
        'Word कागजातलाई PDF र PDF लाई Word मा बदल्नुहोस्, र PDF फाइल जोड्नुहोस्, छुट्याउनुहोस् र सानो बनाउनुहोस्।',
    },
    'text-utility-tools': {
      name: 'पाठ र डेभलपर उपकरणहरू',
      description:
        'कोड मिलाउनुहोस् र जाँच्नुहोस्, पाठ बदल्नुहोस्, पासवर्ड, ह्यास, QR कोड र अरू धेरै बनाउनुहोस्, सबै तपाईंकै ब्राउजरमा।',
    },
    'design-color-tools': {
      name: 'डिजाइन र रङ उपकरणहरू',
      description: 'रङ छान्नुहोस्, रङ-समूह र ग्रेडियन्ट बनाउनुहोस्, र आकार र छायाँका लागि CSS तयार पार्नुहोस्।',
    },
    'nepali-tools': {
      name: 'नेपाली उपकरणहरू',
      description:
        'नेपाली जग्गा, दूरी, तौल र आयतनका एकाइ, विक्रम संवत् मिति र ऋतु बदल्नुहोस्, र रकम अक्षरमा लेख्नुहोस्।',
    },
    'international-unit-tools': {
      name: 'अन्तर्राष्ट्रिय एकाइ रूपान्तरण',
      description: 'भण्डारण, ऊर्जा, शक्ति, चाप, गति, क्षेत्रफल, तौल, आयतन, दूरी र तापक्रमका एकाइ बदल्नुहोस्।',
    },
    'conversion-tools': {
      name: 'रूपान्तरण उपकरणहरू',
      description: 'दैनिक कामका रूपान्तरण: मुद्रा र समय क्षेत्र।',
    },
  },
  tools: {
    // Image tools
    'remove-background': {
      name: 'AI पृष्ठभूमि हटाउने',
      description: 'हाम्रो सर्भरमा रहेको AI मोडेलले फोटोबाट मुख्य वस्तु काटेर पारदर्शी PNG दिन्छ।',
      keywords: ['ब्याकग्राउन्ड हटाउने', 'पारदर्शी', 'फोटो'],
    },
    'crop-image': {
      name: 'तस्बिर क्रप',
      description:
        'तस्बिरलाई आफूले चाहेको बाकस वा निश्चित अनुपातमा क्रप गर्नुहोस्: वर्ग, ठाडो, तेर्सो, वाइडस्क्रिन वा सामाजिक सञ्जाल।',
      keywords: ['काट्ने', 'फोटो क्रप'],
    },
    'transform-shapes': {
      name: 'तस्बिरको आकार बदल्ने',
      description:
        'तस्बिरलाई पारदर्शी पृष्ठभूमिसहित गोलो, अण्डाकार, षट्कोण, तारा, मुटु र अरू आकारमा बदल्नुहोस्।',
    },
    'image-to-gif': {
      name: 'तस्बिरबाट GIF',
      description: 'धेरै तस्बिर जोडेर आफ्नै फ्रेम अवधि र क्याप्सनसहित दोहोरिरहने एनिमेटेड GIF बनाउनुहोस्।',
      keywords: ['जिफ', 'एनिमेसन'],
    },
    'compress-image': {
      name: 'तस्बिर कम्प्रेस',
      description: 'JPEG, PNG र WebP तस्बिर सानो बनाउनुहोस्: गुणस्तर र ढाँचा छान्नुहोस्, एकपटकमा ५० वटासम्म।',
      keywords: ['फोटो सानो', 'साइज घटाउने', 'जेपीजी', 'केबी'],
    },
    'resize-image': {
      name: 'तस्बिर रिसाइज',
      description: 'तस्बिरको चौडाइ र उचाइ पिक्सेल वा प्रतिशतमा बदल्नुहोस्, एकपटकमा ५० वटासम्म।',
      keywords: ['साइज बदल्ने', 'फोटो साइज', 'पिक्सेल'],
    },
    'image-converter': {
      name: 'तस्बिर ढाँचा रूपान्तरण',
      description: 'तस्बिरलाई PNG, JPG र WebP बीच बदल्नुहोस्, एकपटकमा ५० वटासम्म।',
      keywords: ['जेपीजी', 'पीएनजी', 'फर्म्याट बदल्ने'],
    },
    'images-to-pdf': {
      name: 'तस्बिरबाट PDF',
      description: 'धेरै तस्बिरलाई आफूले छानेको क्रममा, प्रत्येक तस्बिरको एक पृष्ठ गरी, एउटै PDF मा राख्नुहोस्।',
      keywords: ['पीडीएफ', 'फोटोबाट पीडीएफ'],
    },
    'pdf-to-images': {
      name: 'PDF बाट तस्बिर',
      description: 'PDF को हरेक पृष्ठलाई PNG तस्बिर बनाएर सबैलाई ZIP मा डाउनलोड गर्नुहोस्।',
      keywords: ['पीडीएफ', 'पीडीएफबाट फोटो'],
    },
    // Video tools
    'video-to-gif': {
      name: 'भिडियोबाट GIF',
      description: 'भिडियोको एक भागलाई चाहे क्याप्सनसहित एनिमेटेड GIF बनाउनुहोस्।',
      keywords: ['जिफ'],
    },
    'extract-audio': {
      name: 'अडियो निकाल्ने',
      description: 'भिडियो फाइल वा भिडियो लिङ्कको आवाजलाई MP3 मा सुरक्षित गर्नुहोस्।',
      keywords: ['एमपी३', 'गीत निकाल्ने', 'आवाज'],
    },
    'add-audio': {
      name: 'भिडियोमा अडियो थप्ने',
      description: 'भिडियोको आवाजलाई आफूले छानेको अडियो फाइलले बदल्नुहोस्।',
      keywords: ['गीत राख्ने', 'आवाज'],
    },
    'remove-audio': {
      name: 'भिडियोबाट अडियो हटाउने',
      description: 'भिडियो म्युट गर्नुहोस्: दृश्य राख्नुहोस् र सबै अडियो ट्र्याक हटाउनुहोस्।',
      keywords: ['म्युट', 'आवाज हटाउने'],
    },
    'video-downloader': {
      name: 'भिडियो डाउनलोडर',
      description: 'लिङ्कबाट भिडियोलाई MP4 फाइलमा सुरक्षित गर्नुहोस्।',
      keywords: ['भिडियो डाउनलोड', 'एमपी४'],
    },
    'compress-video': {
      name: 'भिडियो कम्प्रेस',
      description: 'भिडियो सानो बनाउनुहोस्: तपाईंले छानेको गुणस्तर वा चाहिएको साइजभित्र MP4 पाउनुहोस्।',
      keywords: ['भिडियो सानो', 'भिडियो साइज घटाउने'],
    },
    'convert-video': {
      name: 'भिडियो रूपान्तरण',
      description: 'भिडियोलाई MP4, WebM, MOV वा MKV मा बदल्नुहोस्, मिल्ने भए इन्कोड नगरी छिटो।',
      keywords: ['भिडियो ढाँचा बदल्ने', 'एमपी४'],
    },
    // Audio tools
    'trim-audio': {
      name: 'अडियो काट्ने',
      description: 'अडियो फाइललाई सुरु र अन्त्य समयबीच काटेर MP3 मा सुरक्षित गर्नुहोस्।',
      keywords: ['गीत काट्ने', 'रिङटोन', 'एमपी३'],
    },
    'convert-audio': {
      name: 'अडियो रूपान्तरण',
      description: 'अडियो फाइललाई MP3, WAV, OGG, M4A, FLAC वा OPUS मा बदल्नुहोस्।',
      keywords: ['गीत बदल्ने', 'एमपी३'],
    },
    'normalize-audio': {
      name: 'आवाज मिलाउने',
      description: 'अडियो वा भिडियोको आवाज EBU R128 अनुसार एकनासे चर्को बनाउनुहोस्, नफुट्ने गरी।',
      keywords: ['आवाज ठूलो', 'भोल्युम बढाउने'],
    },
    // Document tools
    'word-to-pdf': {
      name: 'Word बाट PDF',
      description: 'Word कागजात (.docx वा .doc) लाई यसको रूप नबिग्रने गरी PDF मा बदल्नुहोस्।',
      keywords: ['वर्डबाट पीडीएफ', 'पीडीएफ'],
    },
    'pdf-to-word': {
      name: 'PDF बाट Word',
      description: 'PDF लाई यसको पाठ, शीर्षक र तस्बिरसहित सम्पादन गर्न मिल्ने Word कागजातमा बदल्नुहोस्।',
      keywords: ['पीडीएफबाट वर्ड', 'पीडीएफ'],
    },
    'merge-pdf': {
      name: 'PDF मर्ज',
      description: '५० वटासम्म PDF फाइललाई आफूले छानेको क्रममा, बुकमार्कसहित, एउटै फाइलमा जोड्नुहोस्।',
      keywords: ['पीडीएफ जोड्ने', 'पीडीएफ मर्ज'],
    },
    'split-pdf': {
      name: 'PDF छुट्याउने',
      description: 'पृष्ठ दायरा वा हरेक केही पृष्ठमा PDF लाई धेरै फाइलमा छुट्याउनुहोस्, पृष्ठहरू थम्बनेलबाट छानेर।',
      keywords: ['पीडीएफ स्प्लिट', 'पीडीएफ'],
    },
    'compress-pdf': {
      name: 'PDF कम्प्रेस',
      description:
        'PDF भित्रका तस्बिरलाई कम रिजोल्युसनमा फेरि इन्कोड गरी र फाइल सफा गरी PDF सानो बनाउनुहोस्।',
      keywords: ['पीडीएफ सानो', 'साइज घटाउने'],
    },
    // Text and developer tools
    'case-converter': {
      name: 'अक्षर केस रूपान्तरण',
      description: 'पाठलाई UPPER, lower, Title, camelCase वा snake_case मा बदल्नुहोस्।',
      keywords: ['ठूलो अक्षर', 'सानो अक्षर'],
    },
    'seo-meta-generator': {
      name: 'SEO मेटा ट्याग जेनेरेटर',
      description: 'सही लम्बाइको पृष्ठ शीर्षक र मेटा विवरण लेख्नुहोस्, टाँस्न तयार।',
      keywords: ['एसइओ', 'मेटा ट्याग'],
    },
    'password-generator': {
      name: 'पासवर्ड जेनेरेटर',
      description: 'आफ्नै ब्राउजरमा ८ देखि ६४ अक्षरसम्मका बलिया र अनियमित पासवर्ड बनाउनुहोस्।',
      keywords: ['बलियो पासवर्ड'],
    },
    'json-formatter': {
      name: 'JSON फर्म्याटर',
      description: 'JSON मिलाउनुहोस्, जाँच्नुहोस् र छोटो बनाउनुहोस्, कुनै त्रुटिको लाइन र स्तम्भसहित।',
      keywords: ['जेसन'],
    },
    'css-formatter': {
      name: 'CSS फर्म्याटर',
      description: 'CSS लाई एकनासको इन्डेन्टेसन र खाली ठाउँसहित मिलाउनुहोस्।',
      keywords: ['सीएसएस'],
    },
    'html-formatter': {
      name: 'HTML फर्म्याटर',
      description: 'HTML मार्कअपलाई इन्डेन्ट गरी मिलाउनुहोस्।',
      keywords: ['एचटीएमएल'],
    },
    'javascript-formatter': {
      name: 'JavaScript फर्म्याटर',
      description: 'JavaScript कोडलाई एकनासको शैलीमा मिलाउनुहोस्।',
      keywords: ['जाभास्क्रिप्ट'],
    },
    'php-formatter': {
      name: 'PHP फर्म्याटर',
      description: 'PHP कोडलाई एकनासको शैलीमा मिलाउनुहोस्।',
      keywords: ['पीएचपी'],
    },
    'scss-compiler': {
      name: 'SCSS कम्पाइलर',
      description: 'आफ्नै ब्राउजरमा SCSS लाई सादा CSS मा कम्पाइल गर्नुहोस्।',
      keywords: ['सास', 'सीएसएस'],
    },
    'url-encoder-decoder': {
      name: 'URL इन्कोडर / डिकोडर',
      description: 'पाठलाई URL मा प्रयोग गर्न इन्कोड गर्नुहोस् वा प्रतिशत-इन्कोड गरिएको पाठ डिकोड गर्नुहोस्।',
      keywords: ['युआरएल'],
    },
    'base64-encoder-decoder': {
      name: 'Base64 इन्कोडर / डिकोडर',
      description: 'पाठ वा फाइललाई Base64 मा इन्कोड गर्नुहोस् र Base64 लाई फेरि पाठमा डिकोड गर्नुहोस्।',
      keywords: ['बेस६४'],
    },
    'qr-code-generator': {
      name: 'QR कोड जेनेरेटर',
      description: 'पाठ वा लिङ्कबाट QR कोड बनाएर PNG वा SVG मा डाउनलोड गर्नुहोस्।',
      keywords: ['क्युआर कोड'],
    },
    'hash-generator': {
      name: 'ह्यास जेनेरेटर',
      description: 'पाठ वा फाइलको MD5, SHA-1, SHA-256, SHA-384 र SHA-512 ह्यास।',
    },
    'text-diff-checker': {
      name: 'पाठ भिन्नता जाँच',
      description: 'दुई पाठ तुलना गरी के थपियो, के हटाइयो र के बदलियो हेर्नुहोस्।',
      keywords: ['तुलना', 'फरक'],
    },
    'word-counter': {
      name: 'शब्द गणक',
      description: 'शब्द, अक्षर, वाक्य र अनुच्छेद गन्नुहोस्, पढ्न लाग्ने समयसहित।',
      keywords: ['शब्द गन्ने', 'अक्षर गन्ने'],
    },
    'lorem-ipsum-generator': {
      name: 'Lorem Ipsum जेनेरेटर',
      description: 'अनुच्छेद, वाक्य वा शब्दअनुसार नमुना पाठ बनाउनुहोस्।',
      keywords: ['नमुना पाठ'],
    },
    'regex-tester': {
      name: 'Regex परीक्षक',
      description: 'रेगुलर एक्सप्रेसनलाई मिलेका भाग र समूह तुरुन्तै हाइलाइट गरी जाँच्नुहोस्।',
      keywords: ['रेजेक्स'],
    },
    // Design and colour tools
    'color-picker': {
      name: 'रङ छान्ने',
      description: 'रङ छानेर यसको HEX, RGB र HSL मान पाउनुहोस्।',
      keywords: ['रङ'],
    },
    'gradient-generator': {
      name: 'ग्रेडियन्ट जेनेरेटर',
      description: 'तुरुन्तै पूर्वावलोकनसहित रेखीय र वृत्ताकार CSS ग्रेडियन्ट डिजाइन गर्नुहोस्।',
    },
    'css-shape-maker': {
      name: 'CSS आकार निर्माता',
      description: 'शुद्ध CSS मा गोलो, त्रिभुज, तारा र अरू आकार बनाउनुहोस्।',
    },
    'color-palette-generator': {
      name: 'रङ-समूह जेनेरेटर',
      description: 'एउटै रङबाट एनालोगस, कम्प्लिमेन्टरी, ट्राइडिक, टेट्राडिक र मोनोक्रोम रङ-समूह बनाउनुहोस्।',
      keywords: ['प्यालेट'],
    },
    'hex-to-rgb-converter': {
      name: 'HEX बाट RGB रूपान्तरण',
      description: 'HEX रङलाई RGB(A) र HSL मा र उल्टो बदल्नुहोस्।',
    },
    'image-color-extractor': {
      name: 'तस्बिरको रङ निकाल्ने',
      description: 'तस्बिरका मुख्य रङहरू पत्ता लगाउनुहोस्, तपाईंकै ब्राउजरमा गणना गरिएका।',
    },
    'css-box-shadow-generator': {
      name: 'CSS बक्स छायाँ जेनेरेटर',
      description: 'तुरुन्तै पूर्वावलोकनसहित बक्सको छायाँ डिजाइन गरी CSS कपी गर्नुहोस्।',
    },
    'border-radius-generator': {
      name: 'किनारा गोलाइ जेनेरेटर',
      description: 'बाकसको हरेक कुना गोलो बनाएर CSS कपी गर्नुहोस्।',
      keywords: ['बोर्डर रेडियस'],
    },
    'text-shadow-generator': {
      name: 'पाठ छायाँ जेनेरेटर',
      description: 'तुरुन्तै पूर्वावलोकनसहित पाठको छायाँ डिजाइन गरी CSS कपी गर्नुहोस्।',
    },
    // Nepali tools
    'nepali-land-converter': {
      name: 'नेपाली जग्गा रूपान्तरण',
      description: 'रोपनी, आना, पैसा, दाम, बिघा, कट्ठा र धुरलाई वर्ग फिट र वर्ग मिटरमा बदल्नुहोस्।',
      keywords: ['जग्गा नाप', 'रोपनी', 'आना', 'बिघा', 'कट्ठा', 'धुर', 'क्षेत्रफल'],
    },
    'nepali-date-converter': {
      name: 'नेपाली मिति रूपान्तरण',
      description: 'विक्रम संवत् (बि.सं.) र ईस्वी संवत् (ई.सं.) बीच मिति बदल्नुहोस्।',
      keywords: ['मिति', 'बि.सं.', 'ई.सं.', 'नेपाली मिति', 'अंग्रेजी मिति'],
    },
    'nepali-calendar': {
      name: 'नेपाली पात्रो',
      description: 'विक्रम संवत् १९७० देखि २१०० सम्मको महिनाको पात्रो, अंग्रेजी मिति र हरेक दिनको तिथिसहित।',
      keywords: ['पात्रो', 'क्यालेन्डर', 'तिथि', 'गते'],
    },
    'nepali-distance-converter': {
      name: 'नेपाली दूरी रूपान्तरण',
      description: 'अङ्गुल, बित्ता, हात, दण्ड, कोस, योजन र गजलाई मेट्रिक र इम्पेरियल एकाइमा बदल्नुहोस्।',
      keywords: ['लम्बाइ', 'हात', 'कोस', 'बित्ता'],
    },
    'nepali-weight-converter': {
      name: 'नेपाली तौल रूपान्तरण',
      description: 'तोला, लाल, छटाक, पाउ, सेर, धार्नी र मनलाई ग्राम र किलोग्राममा बदल्नुहोस्।',
      keywords: ['तौल', 'तोला', 'सुन', 'धार्नी', 'केजी'],
    },
    'nepali-volume-converter': {
      name: 'नेपाली आयतन रूपान्तरण',
      description: 'माना, पाथी, मुरी, मुठी र कुरुवालाई लिटर र अरू आयतन एकाइमा बदल्नुहोस्।',
      keywords: ['माना', 'पाथी', 'मुरी', 'लिटर'],
    },
    'nepali-number-to-words': {
      name: 'नेपाली रकम अक्षरमा',
      description: 'रकमलाई लाख, करोड, अर्ब र खरबसहित नेपाली र अंग्रेजी शब्दमा चेकको ढाँचामा लेख्नुहोस्।',
      keywords: ['अक्षरमा', 'अंकलाई शब्दमा', 'चेक', 'रुपैयाँ'],
    },
    'preeti-unicode-converter': {
      name: 'प्रीति युनिकोड रूपान्तरण',
      description:
        'प्रीति, कान्तिपुर र PCS नेपाली पाठलाई युनिकोडमा र उल्टो बदल्नुहोस्, पूरै Word कागजात पनि, तपाईंकै ब्राउजरमा।',
      keywords: ['प्रीति', 'युनिकोड', 'फन्ट बदल्ने', 'कान्तिपुर'],
    },
    'romanized-nepali-typing': {
      name: 'रोमनाइज्ड नेपाली टाइपिङ',
      description:
        'ल्याटिन अक्षरले नेपाली टाइप गर्नुहोस्: namaste टाइप गर्दै जाँदा नमस्ते बन्छ, अनि पाठ कपी गर्नुहोस्।',
      keywords: ['नेपाली टाइपिङ', 'युनिकोड', 'रोमन'],
    },
    'nepali-season-converter': {
      name: 'नेपाली ऋतु पत्ता',
      description: 'विक्रम संवत्को कुनै पनि महिनाको नेपाली ऋतु पत्ता लगाउनुहोस्।',
      keywords: ['ऋतु', 'मौसम', 'षड्ऋतु'],
    },
    // International unit converters
    'digital-storage-converter': {
      name: 'डिजिटल भण्डारण रूपान्तरण',
      description: 'बाइट, KB, MB, GB, TB र PB लाई १०२४ र १००० आधारित एकाइमा बदल्नुहोस्।',
      keywords: ['एमबी', 'जीबी'],
    },
    'energy-converter': {
      name: 'ऊर्जा रूपान्तरण',
      description: 'जुल, क्यालोरी, वाट-घण्टा, BTU, इलेक्ट्रोनभोल्ट र फुट-पाउन्ड बदल्नुहोस्।',
    },
    'power-converter': {
      name: 'शक्ति रूपान्तरण',
      description: 'वाट, किलोवाट, हर्सपावर, प्रतिघण्टा BTU र अरू बदल्नुहोस्।',
    },
    'pressure-converter': {
      name: 'चाप रूपान्तरण',
      description: 'पास्कल, बार, psi, वायुमण्डल, mmHg, inHg र Torr बदल्नुहोस्।',
    },
    'speed-converter': {
      name: 'गति रूपान्तरण',
      description: 'km/h, mph, m/s, ft/s, नट, माक र प्रकाशको गति बदल्नुहोस्।',
    },
    'english-area-converter': {
      name: 'क्षेत्रफल रूपान्तरण',
      description: 'वर्ग इन्च, फिट, गज, माइल, एकड, हेक्टर र वर्ग मिटर बदल्नुहोस्।',
    },
    'english-weight-converter': {
      name: 'तौल रूपान्तरण',
      description: 'मिलिग्राम, ग्राम, किलोग्राम, औन्स, पाउन्ड, स्टोन र टन बदल्नुहोस्।',
    },
    'english-volume-converter': {
      name: 'आयतन रूपान्तरण',
      description: 'मिलिलिटर, लिटर, चियाचम्चा, कप, पाइन्ट, क्वार्ट र अमेरिकी र बेलायती ग्यालन बदल्नुहोस्।',
    },
    'english-distance-converter': {
      name: 'दूरी रूपान्तरण',
      description: 'न्यानोमिटरदेखि किलोमिटर, इन्च, फिट, गज, माइल र समुद्री माइलसम्म बदल्नुहोस्।',
    },
    'temperature-converter': {
      name: 'तापक्रम रूपान्तरण',
      description: 'सेल्सियस, फरेनहाइट, केल्भिन, र्‍याङ्किन र रियोमर बदल्नुहोस्।',
    },
    // Conversion tools
    'currency-converter': {
      name: 'मुद्रा रूपान्तरण',
      description: 'सन्दर्भ विनिमय दर र त्यसको मितिसहित मुद्राहरूबीच रूपान्तरण गर्नुहोस्।',
      keywords: ['डलर', 'रुपैयाँ', 'विनिमय दर'],
    },
    'timezone-converter': {
      name: 'समय क्षेत्र रूपान्तरण',
      description: 'कुनै मिति र समय अरू समय क्षेत्रमा हेर्नुहोस्, डेलाइट सेभिङ समय मिलाएर।',
      keywords: ['समय', 'नेपाल समय'],
    },
  },
};
