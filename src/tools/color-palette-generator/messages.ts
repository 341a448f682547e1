import type { LocalizedMessages } from '../../i18n/index.ts';

const en = {
  schemesTitle: 'The schemes',
  copyNote: 'Copy one colour, the whole palette as hex, or CSS variables for your stylesheet.',
  baseAndScheme: 'Base colour and scheme',
  baseColour: 'Base colour',
  scheme: 'Scheme',
  randomBase: 'Random base colour',
  palette: 'Palette',
  announce: (scheme: string, count: number) => `${scheme} palette of ${count} colours.`,
  schemes: {
    analogous: 'Analogous',
    complementary: 'Complementary',
    triadic: 'Triadic',
    tetradic: 'Tetradic',
    monochrome: 'Monochrome',
  },
  notes: {
    analogous: 'Neighbours on the colour wheel, 15 and 30 degrees either side of the base.',
    complementary: 'The base and the colour opposite it on the wheel (180 degrees).',
    triadic: 'Three colours evenly spaced around the wheel (120 degrees apart).',
    tetradic: 'Four colours evenly spaced around the wheel (90 degrees apart).',
    monochrome: 'One hue and saturation in five lightness steps of 15%, the base among them.',
  },
};

export const paletteMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    schemesTitle: 'योजनाहरू',
    copyNote: 'एउटा रङ, पूरा प्यालेट hex का रूपमा, वा स्टाइलसिटका लागि CSS भेरिएबल कपी गर्नुहोस्।',
    baseAndScheme: 'आधार रङ र योजना',
    baseColour: 'आधार रङ',
    scheme: 'योजना',
    randomBase: 'अनियमित आधार रङ',
    palette: 'प्यालेट',
    announce: (scheme, count) => `${count} रङको ${scheme} प्यालेट।`,
    schemes: {
      analogous: 'छिमेकी',
      complementary: 'विपरीत',
      triadic: 'त्रिकोणीय',
      tetradic: 'चतुष्कोणीय',
      monochrome: 'एकरङ्गी',
    },
    notes: {
      analogous: 'रङचक्रमा छिमेकी रङ, आधारको दुवैतिर 15 र 30 डिग्रीमा।',
      complementary: 'आधार र रङचक्रमा त्यसको ठीक उल्टोपट्टिको रङ (180 डिग्री)।',
      triadic: 'रङचक्रमा बराबर दूरीमा तीन रङ (120 डिग्रीको फरकमा)।',
      tetradic: 'रङचक्रमा बराबर दूरीमा चार रङ (90 डिग्रीको फरकमा)।',
      monochrome: 'एउटै रङ र गाढापनमा 15% का पाँच उज्यालोपन, आधार रङसमेत।',
    },
  },
};
