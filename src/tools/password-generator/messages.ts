import type { LocalizedMessages } from '../../i18n/index.ts';
import { NO_CLASS_MESSAGE } from './password.ts';

const en = {
  /** password.ts's strength names and character types, keyed as there. */
  strengths: { Weak: 'Weak', Medium: 'Medium', Strong: 'Strong', 'Very Strong': 'Very Strong' },
  classes: {
    uppercase: 'Uppercase letters (A-Z)',
    lowercase: 'Lowercase letters (a-z)',
    numbers: 'Numbers (0-9)',
    symbols: 'Symbols (!@#$...)',
  },
  noClass: `${NO_CLASS_MESSAGE}.`,
  generated: (length: number) => `New ${length}-character password generated.`,
  password: 'Generated password',
  chooseType: 'Choose at least one character type',
  copiedWhat: 'The password',
  generate: 'Generate',
  strength: 'Strength:',
  length: 'Length',
  lengthLabel: 'Password length',
  include: 'Characters to include',
  tips: 'Tips for strong passwords',
  tipList: {
    long: 'Use 16 characters or more with all four character types for a very strong password.',
    different: 'Use a different password for every account.',
    manager: 'Keep them in a password manager instead of writing them down.',
    twoFactor: 'Turn on two-factor sign-in where a site offers it.',
  },
  local:
    'Passwords are made in your browser from its secure random generator and are never sent anywhere.',
};

/** The password generator's words. */
export const passwordMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    strengths: { Weak: 'कमजोर', Medium: 'मध्यम', Strong: 'बलियो', 'Very Strong': 'धेरै बलियो' },
    classes: {
      uppercase: 'ठूला अक्षर (A-Z)',
      lowercase: 'साना अक्षर (a-z)',
      numbers: 'अङ्क (0-9)',
      symbols: 'चिह्न (!@#$...)',
    },
    noClass: 'कृपया कम्तीमा एक प्रकारको अक्षर छान्नुहोस्।',
    generated: (length) => `${length} अक्षरको नयाँ पासवर्ड बनाइयो।`,
    password: 'बनाइएको पासवर्ड',
    chooseType: 'कम्तीमा एक प्रकारको अक्षर छान्नुहोस्',
    copiedWhat: 'पासवर्ड',
    generate: 'बनाउनुहोस्',
    strength: 'बलियोपन:',
    length: 'लम्बाइ',
    lengthLabel: 'पासवर्डको लम्बाइ',
    include: 'समावेश गर्ने अक्षरहरू',
    tips: 'बलियो पासवर्डका लागि सुझाव',
    tipList: {
      long: 'धेरै बलियो पासवर्डका लागि चारै प्रकारका अक्षरसहित 16 वा बढी अक्षर प्रयोग गर्नुहोस्।',
      different: 'हरेक खाताका लागि फरक पासवर्ड प्रयोग गर्नुहोस्।',
      manager: 'पासवर्ड कतै लेखेर राख्नुको सट्टा पासवर्ड म्यानेजरमा राख्नुहोस्।',
      twoFactor: 'साइटले दिएको ठाउँमा दुई-चरणको साइन-इन (two-factor) खोल्नुहोस्।',
    },
    local: 'पासवर्डहरू तपाईंकै ब्राउजरको सुरक्षित र्‍यान्डम जेनेरेटरबाट बनाइन्छन् र कहीँ पनि पठाइँदैनन्।',
  },
};
