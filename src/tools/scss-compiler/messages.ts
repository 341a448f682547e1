import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  failure: 'Failed to compile SCSS',
  outputLabel: 'Compiled CSS',
  option: {
    label: 'Output style',
    names: { expanded: 'Expanded (readable)', compressed: 'Compressed (minified)' },
  },
  guide: {
    use: 'Paste SCSS, choose the output style and press Compile.',
    features:
      'Variables, nesting, mixins, functions and the built-in modules ({math}, {color}...) all work. Other files cannot be imported, since your code never leaves this page.',
    errors:
      'Errors name the line and column; deprecation warnings are listed under the result. Compiled in your browser with Dart Sass.',
  },
};

/** The SCSS compiler's own words (the shared screen's are in text-common/messages.ts). */
export const scssCompilerMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    failure: 'SCSS कम्पाइल गर्न सकिएन',
    outputLabel: 'कम्पाइल गरिएको CSS',
    option: {
      label: 'आउटपुट शैली',
      names: { expanded: 'फैलाइएको (पढ्न सजिलो)', compressed: 'खाँदिएको (minified)' },
    },
    guide: {
      use: 'SCSS टाँस्नुहोस्, आउटपुट शैली छान्नुहोस् र कम्पाइल थिच्नुहोस्।',
      features:
        'भेरिएबल, नेस्टिङ, mixin, function र भित्री मोड्युलहरू ({math}, {color}...) सबै चल्छन्। तपाईंको कोड यो पृष्ठबाहिर नजाने भएकाले अरू फाइल import गर्न सकिँदैन।',
      errors:
        'त्रुटिले लाइन र स्तम्भ बताउँछ; हटाइँदै गरेका सुविधाका चेतावनीहरू नतिजामुनि देखिन्छन्। कम्पाइल तपाईंकै ब्राउजरमा Dart Sass ले गर्छ।',
    },
  },
};
