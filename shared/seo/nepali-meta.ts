import { nepaliFeatures } from '../catalogue/feature-messages.ts';
import type { LocaleMetaText } from './route-meta.ts';
import { PRODUCT_NAME } from './site.ts';

/**
 * The head tags of the site pages in Nepali (route-meta.ts). The product name stays as it is: it
 * is a name. Loaded with the Nepali messages on the client; the server reads it for /ne/ pages.
 */
export const nepaliPageMeta: Omit<LocaleMetaText, 'catalogue'> = {
  features: nepaliFeatures,
  pages: {
    '/': {
      title: `${PRODUCT_NAME}: एउटै स्मार्ट औजारपेटी`,
      description:
        'Everyday Tools निःशुल्क अनलाइन औजारपेटी हो: तस्बिर, भिडियो, अडियो र कागजात रूपान्तरण, नेपाली र अन्तर्राष्ट्रिय एकाइ रूपान्तरण, पाठ, डेभलपर र डिजाइन उपकरणहरू। छिटो, सुरक्षित र सधैं निःशुल्क, साइन-अप बिना।',
      keywords:
        'अनलाइन उपकरण, निःशुल्क उपकरण, नेपाली मिति रूपान्तरण, प्रीति युनिकोड, नेपाली टाइपिङ, जग्गा नाप रूपान्तरण, नेपाली पात्रो, तस्बिर रूपान्तरण, online tools, nepali date converter',
    },
    '/tools': {
      title: `${PRODUCT_NAME} | सबै उपकरणहरू`,
      description:
        'हरेक निःशुल्क उपकरण हेर्नुहोस्: तस्बिर, भिडियो, अडियो र कागजात उपकरण, नेपाली र अन्तर्राष्ट्रिय रूपान्तरण, पाठ, डेभलपर र डिजाइन उपकरण।',
      keywords: 'सबै उपकरण, उपकरण सूची, अनलाइन उपकरण, रूपान्तरण, all tools',
    },
    '/about': {
      title: `${PRODUCT_NAME} | हाम्रो बारेमा`,
      description:
        'हामी को हौं र गोपनीयताको सम्मान गर्ने, साइन-अप नचाहिने निःशुल्क दैनिक उपकरणहरू किन बनाउँछौं।',
    },
    '/contact': {
      title: `${PRODUCT_NAME} | सम्पर्क`,
      description: 'प्रश्न, सुझाव वा समस्या? हामीलाई सन्देश पठाउनुहोस्: यो साइट चलाउनेहरूकहाँ पुग्छ।',
    },
    '/privacy': {
      title: `${PRODUCT_NAME} | गोपनीयता नीति`,
      description:
        'हामी तपाईंको डेटा कसरी राख्छौं: फाइलहरू अस्थायी रूपमा मात्र प्रशोधन गरी तोकिएको समयभित्र मेटाइन्छन्, खाता चाहिँदैन, डेटा बेचिँदैन।',
    },
    '/terms': {
      title: `${PRODUCT_NAME} | सेवाका सर्तहरू`,
      description: 'हाम्रा निःशुल्क अनलाइन उपकरण प्रयोगका सर्तहरू: उचित प्रयोग, फाइल सीमा र दायित्व।',
    },
    '/cookie-policy': {
      title: `${PRODUCT_NAME} | कुकी नीति`,
      description: 'हामी कुन कुकी र ब्राउजर भण्डारण प्रयोग गर्छौं र किन।',
    },
    '/gdpr': {
      title: `${PRODUCT_NAME} | GDPR अनुपालन`,
      description: 'GDPR अन्तर्गत तपाईंका अधिकार र ती हामीसँग कसरी प्रयोग गर्ने।',
    },
    '/services': {
      title: `${PRODUCT_NAME} | सेवाहरू`,
      description:
        'हामी के दिन्छौं: मिडिया प्रशोधन, कागजात रूपान्तरण, एकाइ र मिति रूपान्तरण, पाठ, डेभलपर र डिजाइन उपकरण।',
    },
  },
  notFound: {
    title: `${PRODUCT_NAME} | पृष्ठ भेटिएन`,
    description: 'तपाईंले खोजेको पृष्ठ छैन। सबै उपकरणहरू उपकरण पृष्ठमा भेट्नुहोस्।',
  },
  toolKeyword: 'निःशुल्क अनलाइन उपकरण',
};
