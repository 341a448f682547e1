import type { LocalizedMessages } from '../../i18n/index.ts';
import type { ShapeKind } from './shape.ts';

const en = {
  guide: {
    pick: 'Pick a shape, then size and colour it. The sliders shown depend on the shape.',
    polygon:
      'Polygon shapes are cut with {clipPath}; their border is a second layer, because a clip-path cuts an ordinary border away.',
    custom: 'Custom takes your own {clipPath}, for example {example}.',
    copy: 'Copy the CSS or download it as {file}.',
  },
  previewLabel: (shape: string, width: number, height: number, background: string) =>
    `${shape}, ${width} by ${height} pixels, filled with ${background}`,
  shape: 'Shape',
  customClipPath: 'Custom clip-path',
  clipPathHint: 'polygon(), circle(), ellipse() or inset()',
  borderRadius: 'Border radius',
  borderWidth: 'Border width',
  unsupported: 'Your browser cannot draw this clip-path. Check the numbers and their units.',
  clipPathProblems: {
    shape:
      'Enter a clip-path such as polygon(50% 0%, 100% 100%, 0% 100%). Allowed: polygon(), circle(), ellipse() and inset().',
    polygon:
      'A polygon needs at least three points, each an x and a y separated by a space, like 50% 0%.',
  },
  shapes: {
    circle: 'Circle',
    square: 'Square',
    rectangle: 'Rectangle',
    rounded: 'Rounded rectangle',
    triangle: 'Triangle',
    diamond: 'Diamond',
    pentagon: 'Pentagon',
    hexagon: 'Hexagon',
    octagon: 'Octagon',
    star: 'Star',
    custom: 'Custom clip-path',
  } satisfies Record<ShapeKind, string>,
};

export const shapeMakerMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    guide: {
      pick: 'आकार छान्नुहोस्, अनि त्यसको नाप र रङ मिलाउनुहोस्। देखिने स्लाइडरहरू आकारअनुसार फरक हुन्छन्।',
      polygon:
        'बहुभुज आकारहरू {clipPath} ले काटिन्छन्; तिनको किनारा छुट्टै तह हो, किनकि clip-path ले साधारण किनारा काटेर हटाउँछ।',
      custom: '“आफ्नै clip-path” मा तपाईं आफ्नो {clipPath} लेख्न सक्नुहुन्छ, जस्तै {example}।',
      copy: 'CSS कपी गर्नुहोस् वा {file} का रूपमा डाउनलोड गर्नुहोस्।',
    },
    previewLabel: (shape, width, height, background) =>
      `${shape}, ${width} x ${height} पिक्सेल, ${background} रङले भरिएको`,
    shape: 'आकार',
    customClipPath: 'आफ्नै clip-path',
    clipPathHint: 'polygon(), circle(), ellipse() वा inset()',
    borderRadius: 'किनाराको गोलाइ',
    borderWidth: 'किनाराको मोटाइ',
    unsupported: 'तपाईंको ब्राउजरले यो clip-path कोर्न सक्दैन। सङ्ख्या र तिनका एकाइ जाँच्नुहोस्।',
    clipPathProblems: {
      shape:
        'clip-path लेख्नुहोस्, जस्तै polygon(50% 0%, 100% 100%, 0% 100%)। polygon(), circle(), ellipse() र inset() मात्र चल्छन्।',
      polygon: 'बहुभुजमा कम्तीमा तीन बिन्दु चाहिन्छ, हरेकमा खाली ठाउँले छुट्याइएका x र y, जस्तै 50% 0%।',
    },
    shapes: {
      circle: 'वृत्त',
      square: 'वर्ग',
      rectangle: 'आयत',
      rounded: 'गोलो कुनाको आयत',
      triangle: 'त्रिभुज',
      diamond: 'हीरा',
      pentagon: 'पञ्चभुज',
      hexagon: 'षट्भुज',
      octagon: 'अष्टभुज',
      star: 'तारा',
      custom: 'आफ्नै clip-path',
    },
  },
};
