import type { LocalizedMessages } from '../../i18n/index.ts';
import { converterMessages } from '../_converters/multi-field/unit-names.ts';
import { landConverter } from './units.ts';

export const landUnitMessages = converterMessages(landConverter, 'nepali-land-converter', {
  names: {
    groups: { hill: 'पहाडी प्रणाली', terai: 'तराई प्रणाली', metric: 'वर्ग फिट र वर्ग मिटर' },
    units: {
      ropani: { label: 'रोपनी', short: 'रोपनी' },
      aana: { label: 'आना', short: 'आना' },
      paisa: { label: 'पैसा', short: 'पैसा' },
      daam: { label: 'दाम', short: 'दाम' },
      bigha: { label: 'बिघा', short: 'बिघा' },
      kattha: { label: 'कट्ठा', short: 'कट्ठा' },
      dhur: { label: 'धुर', short: 'धुर' },
      sqft: { label: 'वर्ग फिट', short: 'वर्ग फिट' },
      sqm: { label: 'वर्ग मिटर', short: 'वर्ग मिटर' },
    },
  },
  formula:
    '1 रोपनी = 16 आना = 5476 वर्ग फिट (74 फिट x 74 फिट) = 508.737 वर्ग मिटर; 1 आना = 4 पैसा = 342.25 वर्ग फिट; 1 पैसा = 4 दाम; 1 दाम = 21.390625 वर्ग फिट; 1 बिघा = 20 कट्ठा = 72900 वर्ग फिट = 6772.63 वर्ग मिटर; 1 कट्ठा = 20 धुर = 3645 वर्ग फिट; 1 धुर = 182.25 वर्ग फिट; 1 वर्ग फिट = 0.09290304 वर्ग मिटर',
});

const en = {
  combinedGuide:
    'Land is often written in combined forms: 2-5-3-1 is 2 Ropani 5 Aana 3 Paisa 1 Daam, and 1-2-10 is 1 Bigha 2 Kattha 10 Dhur. Type one and the other follows, carried over into the larger units (0-17-0-0 is 1-1-0-0).',
  forms: {
    rapd: 'Ropani-Aana-Paisa-Daam',
    bkd: 'Bigha-Kattha-Dhur',
    example: (example: string) => `For example ${example}`,
    problem: (count: number, units: string, example: string, shape: string) =>
      `Write ${count} numbers of zero or more, ${units}, separated by dashes, like ${example} (${shape}).`,
  },
  plot: {
    title: 'Plot area from its sides',
    description: 'Measure the sides of the plot and type them here.',
    shape: 'Shape',
    lengthsIn: 'Lengths in',
    rectangle: 'Rectangle',
    rectangleHint: 'Two sides',
    triangle: 'Triangle',
    triangleHint: 'Three sides',
    quadrilateral: 'Four-sided plot',
    quadrilateralHint: 'Four sides and a diagonal',
    sides: {
      length: 'Length',
      width: 'Width',
      a: 'Side A',
      b: 'Side B',
      c: 'Side C',
      ab: 'Side AB',
      bc: 'Side BC',
      cd: 'Side CD',
      da: 'Side DA',
      ac: 'Diagonal AC',
    },
    feet: 'Feet',
    metres: 'Metres',
    unitShort: { ft: 'ft', m: 'm' },
    quadrilateralNote:
      'Name the corners A, B, C, D in order round the plot. The diagonal AC cuts it into two triangles, so the area is exact for any four-sided plot.',
    squareFeet: 'Square feet',
    squareMetres: 'Square metres',
    area: (parts: string) => `Area: ${parts}.`,
    problems: {
      notPositive: 'Every length must be a number greater than zero.',
      triangle:
        'These three sides cannot make a triangle: each side must be shorter than the other two together.',
      firstTriangle:
        'Sides AB, BC and the diagonal AC cannot make a triangle: each must be shorter than the other two together. Check the measurements.',
      secondTriangle:
        'Sides CD, DA and the diagonal AC cannot make a triangle: each must be shorter than the other two together. Check the measurements.',
    },
  },
};

/** The land screen's own words beyond its unit names: written forms and the plot-area card. */
export const landMessages: LocalizedMessages<typeof en> = {
  en,
  ne: {
    combinedGuide:
      'जग्गा प्रायः जोडिएको ढाँचामा लेखिन्छ: 2-5-3-1 भनेको 2 रोपनी 5 आना 3 पैसा 1 दाम, र 1-2-10 भनेको 1 बिघा 2 कट्ठा 10 धुर। एउटा लेख्नुहोस्, अर्को आफैँ मिल्छ, ठूला एकाइमा सारेर (0-17-0-0 भनेको 1-1-0-0)।',
    forms: {
      rapd: 'रोपनी-आना-पैसा-दाम',
      bkd: 'बिघा-कट्ठा-धुर',
      example: (example) => `जस्तै ${example}`,
      problem: (count, units, example, shape) =>
        `शून्य वा बढीका ${count} वटा सङ्ख्या (${units}) ड्यासले छुट्याएर लेख्नुहोस्, जस्तै ${example} (${shape})।`,
    },
    plot: {
      title: 'नापबाट कित्ताको क्षेत्रफल',
      description: 'कित्ताका किनाराहरू नापेर यहाँ लेख्नुहोस्।',
      shape: 'आकार',
      lengthsIn: 'लम्बाइको एकाइ',
      rectangle: 'आयत',
      rectangleHint: 'दुई किनारा',
      triangle: 'त्रिभुज',
      triangleHint: 'तीन किनारा',
      quadrilateral: 'चारकुने कित्ता',
      quadrilateralHint: 'चार किनारा र एउटा विकर्ण',
      sides: {
        length: 'लम्बाइ',
        width: 'चौडाइ',
        a: 'किनारा A',
        b: 'किनारा B',
        c: 'किनारा C',
        ab: 'किनारा AB',
        bc: 'किनारा BC',
        cd: 'किनारा CD',
        da: 'किनारा DA',
        ac: 'विकर्ण AC',
      },
      feet: 'फिट',
      metres: 'मिटर',
      unitShort: { ft: 'फिट', m: 'मिटर' },
      quadrilateralNote:
        'कित्ताका कुनालाई घुम्दै क्रमैसँग A, B, C, D नाम दिनुहोस्। विकर्ण AC ले कित्तालाई दुई त्रिभुजमा बाँड्छ, त्यसैले जुनसुकै चारकुने कित्ताको क्षेत्रफल ठ्याक्कै आउँछ।',
      squareFeet: 'वर्ग फिट',
      squareMetres: 'वर्ग मिटर',
      area: (parts) => `क्षेत्रफल: ${parts}।`,
      problems: {
        notPositive: 'हरेक लम्बाइ शून्यभन्दा ठूलो सङ्ख्या हुनुपर्छ।',
        triangle: 'यी तीन किनाराले त्रिभुज बन्दैन: हरेक किनारा अरू दुईको जोडभन्दा छोटो हुनुपर्छ।',
        firstTriangle:
          'किनारा AB, BC र विकर्ण AC ले त्रिभुज बन्दैन: हरेक अरू दुईको जोडभन्दा छोटो हुनुपर्छ। नाप फेरि जाँच्नुहोस्।',
        secondTriangle:
          'किनारा CD, DA र विकर्ण AC ले त्रिभुज बन्दैन: हरेक अरू दुईको जोडभन्दा छोटो हुनुपर्छ। नाप फेरि जाँच्नुहोस्।',
      },
    },
  },
};
